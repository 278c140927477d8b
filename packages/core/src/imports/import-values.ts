/** Readers of single values shared by the CSV and JSON imports. Text in, typed value or null out. */
import { parseBranch } from '../results/categories.ts';
import { normalizeForSearch } from '../results/search.ts';
import type { Branch } from '../results/types.ts';
import { isDurationText, parseDuration } from '../time/duration.ts';

/** Largest value of a Postgres integer column (bibs, milliseconds). */
export const MAX_DB_INTEGER = 2_147_483_647;
/** Longest athlete name accepted. */
export const MAX_NAME_LENGTH = 200;

/** 'Tiempo Oficial' → 'tiempo_oficial': accents, case and spacing do not matter. */
export function normalizeKey(text: string): string {
  return normalizeForSearch(text).replace(/[\s-]+/g, '_');
}

/** A bib: digits only (leading zeros allowed), 1 to MAX_DB_INTEGER. */
export function readBib(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= MAX_DB_INTEGER ? value : null;
}

const femaleWords = new Set(['femenil', 'femenino', 'mujer', 'mujeres']);
const maleWords = new Set(['varonil', 'masculino', 'hombre', 'hombres', 'varon']);

/** rama: F / M / V (read as M), or the words Femenil, Femenino, Varonil, Masculino. */
export function readBranch(text: string): Branch | null {
  const word = normalizeForSearch(text);
  if (femaleWords.has(word)) return 'F';
  if (maleWords.has(word)) return 'M';
  return parseBranch(word);
}

/** A duration cell: empty and all-zero give null (no time); malformed text gives 'invalid'. */
export function readDuration(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!isDurationText(trimmed)) return 'invalid';
  const ms = parseDuration(trimmed);
  return ms !== null && ms > MAX_DB_INTEGER ? 'invalid' : ms;
}

const yesWords = new Set(['1', 'si', 'true', 'x', 's', 'verdadero', 'yes']);
const noWords = new Set(['0', 'no', 'false', 'n', 'falso']);

/** A yes/no cell: '1', 'sí', 'si', 'true', 'x' are yes; '0', 'no', 'false' no; '' is empty. */
export function readYesNo(text: string): boolean | 'empty' | 'invalid' {
  const word = normalizeForSearch(text);
  if (word === '') return 'empty';
  if (yesWords.has(word)) return true;
  if (noWords.has(word)) return false;
  return 'invalid';
}

/** Edit distance, to suggest the intended column for a typo. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost));
    }
    previous = current;
  }
  return previous[b.length]!;
}
