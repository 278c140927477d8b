import { describe, expect, it } from 'vitest';
import { bibListProblem, readBibList } from './tagging-bibs.ts';
import { readPhotoTagsCsv } from './tagging-csv.ts';

describe('bib tags', () => {
  it('reads typed bibs separated by commas, semicolons, bars or spaces', () => {
    expect(readBibList(' 12, 7 7;301|4 ')).toEqual({ ok: true, bibs: [4, 7, 12, 301] });
    expect(readBibList('')).toEqual({ ok: true, bibs: [] });
    expect(bibListProblem('12 -3')).toBe('El número "-3" no es válido');
    expect(bibListProblem(Array.from({ length: 51 }, (_, index) => index + 1).join(' '))).toBe('Máximo 50 números por foto');
  });

  it('reads a CSV with or without a header, bibs in one cell or in columns', () => {
    expect(readPhotoTagsCsv('archivo,numeros\nA.jpg,1 2\nB.jpg,3,4\n')).toEqual({
      ok: true,
      lines: [
        { line: 2, fileName: 'A.jpg', bibs: [1, 2] },
        { line: 3, fileName: 'B.jpg', bibs: [3, 4] },
      ],
    });
    expect(readPhotoTagsCsv('A.jpg;5\n')).toEqual({ ok: true, lines: [{ line: 1, fileName: 'A.jpg', bibs: [5] }] });
  });

  it('lists every problem with its line and takes nothing', () => {
    const read = readPhotoTagsCsv('archivo,numeros\n,4\nA.jpg,\nB.jpg,x\nC.jpg,1\nC.jpg,2\n');
    expect(read).toEqual({
      ok: false,
      problems: [
        { row: 2, message: 'Línea 2: falta el nombre del archivo' },
        { row: 3, message: 'Línea 3: no trae números' },
        { row: 4, message: 'Línea 4: el número "x" no es válido' },
        { row: 6, message: 'Línea 6: la foto "C.jpg" ya viene en la línea 5' },
      ],
    });
    expect(readPhotoTagsCsv('  \n')).toEqual({ ok: false, problems: [{ message: 'El archivo está vacío' }] });
  });
});
