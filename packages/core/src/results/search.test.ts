import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeForSearch, searchRows } from './search.ts';

const rows = [
  { bib: 7, name: 'José Luis López' },
  { bib: 17, name: 'María Núñez' },
  { bib: 170, name: 'Joselyn PÉREZ*' },
];

describe('searchRows', () => {
  it('matches a number to the bib exactly', () => {
    expect(searchRows(rows, '17').map((r) => r.bib)).toEqual([17]);
    expect(searchRows(rows, ' 007 ').map((r) => r.bib)).toEqual([7]);
    expect(searchRows(rows, '1')).toEqual([]);
  });

  it('matches 3 or more characters to names, ignoring case and accents', () => {
    expect(searchRows(rows, 'jose').map((r) => r.bib)).toEqual([7, 170]);
    expect(searchRows(rows, 'NUNEZ').map((r) => r.bib)).toEqual([17]);
    expect(searchRows(rows, 'pérez').map((r) => r.bib)).toEqual([170]);
    expect(searchRows(rows, 'lopez jose').map((r) => r.bib)).toEqual([7]);
  });

  it('finds nothing for shorter text', () => {
    expect(searchRows(rows, 'jo')).toEqual([]);
    expect(searchRows(rows, '  ')).toEqual([]);
  });

  it('finds a row by its bib, and by any 3+ character piece of its name in any case or accents', () => {
    const letter = fc.constantFrom(...'aábcdeéfghiíjklmnñoóöpqrstuúüvwxyz');
    const word = fc.array(letter, { minLength: 1, maxLength: 8 }).map((letters) => letters.join(''));
    const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(fc.nat(99_999), name, fc.nat(), fc.nat(), (bib, fullName, from, span) => {
        const candidate = { bib, name: fullName };
        expect(searchRows([candidate], String(bib))).toEqual([candidate]);
        const start = from % fullName.length;
        const piece = fullName.slice(start, start + 3 + (span % 6)).toUpperCase();
        fc.pre(normalizeForSearch(piece).length >= 3 && !normalizeForSearch(piece).includes(' '));
        expect(searchRows([candidate], piece)).toEqual([candidate]);
      }),
    );
  });
});

describe('normalizeForSearch', () => {
  it('drops accents, case and extra spaces', () => {
    expect(normalizeForSearch('  José   ÁLVAREZ Ñandú ')).toBe('jose alvarez nandu');
  });
});
