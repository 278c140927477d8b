import { describe, expect, it } from 'vitest';
import { parsePassingsCsv } from './passings-csv.ts';

describe('a CSV of readings from a timing system', () => {
  it('reads number; checkpoint; time with or without a header, in any column order', () => {
    expect(parsePassingsCsv('\uFEFF501;meta;07:42:13\n502;1001;2026-11-26T13:20:00Z\n')).toEqual({
      ok: true,
      passings: [
        { line: 1, bib: 501, checkpoint: 'meta', time: '07:42:13' },
        { line: 2, bib: 502, checkpoint: 1001, time: '2026-11-26T13:20:00Z' },
      ],
    });
    const withHeader = parsePassingsCsv('Hora,Número,Punto\n07:00:01,7,Salida\n');
    expect(withHeader).toEqual({ ok: true, passings: [{ line: 2, bib: 7, checkpoint: 'salida', time: '07:00:01' }] });
  });

  it('lists every bad line in Spanish and gives nothing when one is wrong', () => {
    const outcome = parsePassingsCsv('501;meta;07:42:13\nx12;km9;\n');
    expect(outcome).toEqual({
      ok: false,
      problems: [
        { row: 2, message: 'El número «x12» no es un número de atleta válido' },
        { row: 2, message: 'El punto «km9» no es «salida», «meta» ni un código de punto de control' },
        { row: 2, message: 'Falta la hora' },
      ],
    });
    expect(parsePassingsCsv('número;punto;hora\n')).toEqual({ ok: false, problems: [{ message: 'El archivo no tiene lecturas' }] });
  });
});
