import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectDelimiter, readCsv, writeCsv } from './csv.ts';

describe('readCsv', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks, and counts lines', () => {
    const text = 'a,b,c\r\n1,"dos, tres","di ""hola"""\r\n"varias\r\nlíneas",x,\r\n\r\n4,5,6';
    const { records, problems, delimiter } = readCsv(text);
    expect(delimiter).toBe(',');
    expect(problems).toEqual([]);
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'dos, tres', 'di "hola"'] },
      { line: 3, fields: ['varias\r\nlíneas', 'x', ''] },
      { line: 6, fields: ['4', '5', '6'] },
    ]);
  });

  it('drops a BOM, reads LF, CRLF or CR line ends, and skips blank and all-empty rows', () => {
    for (const end of ['\n', '\r\n', '\r']) {
      const { records } = readCsv(`\uFEFFa;b${end}1;2${end}3;4${end};${end}${end}5;6${end}`);
      expect(records.map((r) => [r.line, r.fields])).toEqual([
        [1, ['a', 'b']],
        [2, ['1', '2']],
        [3, ['3', '4']],
        [6, ['5', '6']],
      ]);
    }
  });

  it("takes the delimiter from Excel's sep= line, else from the header", () => {
    expect(readCsv('sep=;\na;b\n1;2').records).toEqual([
      { line: 2, fields: ['a', 'b'] },
      { line: 3, fields: ['1', '2'] },
    ]);
    expect(detectDelimiter('numero;nombre;"a,b,c"')).toBe(';');
    expect(detectDelimiter('numero\tnombre\tmodalidad')).toBe('\t');
    expect(detectDelimiter('numero')).toBe(',');
  });

  it('reports an unclosed quote and text after a closing quote', () => {
    expect(readCsv('a,b\n1,"abc\n2,3').problems).toEqual([
      { row: 2, message: 'Línea 2: unas comillas abren un campo y nunca se cierran' },
    ]);
    const stray = readCsv('a,b\n1,2\n"x"y,2');
    expect(stray.problems).toEqual([{ row: 3, message: 'Línea 3: hay texto después de las comillas que cierran un campo' }]);
    expect(readCsv('a,b\n"z"  ,3').records[1]!.fields).toEqual(['z', '3']);
  });

  it('reads back whatever writeCsv writes', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'ñ', ' ', ',', ';', '"', '\n', '\r', '\t', '1') });
    const records = fc.array(fc.array(field, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(records, fc.constantFrom<',' | ';' | '\t'>(',', ';', '\t'), fc.boolean(), (rows, delimiter, bom) => {
        const kept = rows.filter((row) => row.some((value) => value !== ''));
        // Two columns at least: the delimiter is read from the header line.
        const width = Math.max(2, ...rows.map((row) => row.length));
        const header = Array.from({ length: width }, (_, index) => `c${index}`);
        const text = writeCsv([header, ...rows], { delimiter, bom });
        const read = readCsv(text);
        expect(read.problems).toEqual([]);
        expect(read.delimiter).toBe(delimiter);
        expect(read.records.map((record) => record.fields)).toEqual([header, ...kept]);
      }),
    );
  });
});
