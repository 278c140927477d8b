import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRegistrantSearch, searchableText } from './registrant-search.ts';

describe('the registrant search', () => {
  it('reads digits as a bib and three or more letters as a name, folded like the database folds names', () => {
    expect(parseRegistrantSearch(' 2041 ')).toEqual({ kind: 'bib', bib: 2041 });
    expect(parseRegistrantSearch('Pé')).toEqual({ kind: 'tooShort' });
    expect(parseRegistrantSearch('José  NÚÑEZ')).toEqual({ kind: 'name', words: ['jose', 'nunez'] });
    expect(parseRegistrantSearch('')).toEqual({ kind: 'all' });
    expect(parseRegistrantSearch(undefined)).toEqual({ kind: 'all' });
  });

  it('folds every accented Spanish letter to its plain one and keeps the length', () => {
    expect(searchableText('ÁÉÍÓÚÜÑ áéíóúüñ Çç')).toBe('aeiouun aeiouun cc');
    const letters = [...'abcxyzABCXYZ áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...letters)), (chosen) => {
        const folded = searchableText(chosen.join(''));
        expect([...folded].length).toBe(chosen.length);
        expect(folded).toMatch(/^[a-z ]*$/);
      }),
    );
  });
});
