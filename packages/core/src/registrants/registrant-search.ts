/** Accented letters folded by the search, in the order of the migration's `translate` (20261127000000). */
const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC';
const fold = new Map([...ACCENTED].map((letter, index) => [letter, PLAIN[index]!]));

/** A name as the search compares it: accents folded as the database folds them, lower case. */
export function searchableText(text: string): string {
  return [...text].map((letter) => fold.get(letter) ?? letter).join('').toLowerCase();
}

/** Fewest letters a name search needs (spec: "text longer than 2 characters"). */
export const MIN_NAME_SEARCH = 3;

export type RegistrantSearch = { kind: 'all' } | { kind: 'bib'; bib: number } | { kind: 'name'; words: string[] } | { kind: 'tooShort' };

/**
 * What the admin search box asks for: digits → the bib; 3 or more letters → names holding every word typed ('xochitl
 * zuniga' finds 'Xóchitl Yareli Zúñiga Cantú'); less → nothing yet.
 */
export function parseRegistrantSearch(raw: string | undefined): RegistrantSearch {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (text === '') return { kind: 'all' };
  if (/^\d{1,9}$/.test(text)) return { kind: 'bib', bib: Number(text) };
  if ([...text].length < MIN_NAME_SEARCH) return { kind: 'tooShort' };
  return { kind: 'name', words: searchableText(text).split(' ') };
}
