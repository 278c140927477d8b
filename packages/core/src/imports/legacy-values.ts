/**
 * Loose readers for the old platform's JSON, where numbers may be strings, booleans may be 0/1 or
 * 'true', and lists may be arrays (with null holes) or objects keyed by Firebase push ids.
 */
import { readYesNo } from './import-values.ts';
import { messages } from '../i18n/messages.ts';

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface Entry {
  key: string;
  value: unknown;
}

/** The entries of a list stored as an array or as an object; null holes are skipped. */
export function entriesOf(value: unknown): Entry[] | null {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => (item === null || item === undefined ? [] : [{ key: String(index), value: item }]));
  }
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, item]) => (item === null || item === undefined ? [] : [{ key, value: item }]));
  }
  return null;
}

/** A string (trimmed) or a number as text; anything else is undefined. Empty text is undefined. */
export function looseText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A number or a numeric string ('12', '3.5', '3,5'); absent or empty is null. */
export function looseNumber(value: unknown): number | null | 'invalid' {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : 'invalid';
  if (typeof value !== 'string') return 'invalid';
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : 'invalid';
}

/** A whole number in [min, max]; absent is null. */
export function looseInteger(value: unknown, min: number, max: number): number | null | 'invalid' {
  const number = looseNumber(value);
  if (number === null || number === 'invalid') return number;
  return Number.isInteger(number) && number >= min && number <= max ? number : 'invalid';
}

/** true/false, 0/1, '0'/'1', 'true'/'false', 'sí'/'no'; absent or empty is null. */
export function looseBoolean(value: unknown): boolean | null | 'invalid' {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 0 ? false : value === 1 ? true : 'invalid';
  if (typeof value !== 'string') return 'invalid';
  const answer = readYesNo(value);
  return answer === 'empty' ? null : answer;
}

/**
 * For switches whose old values were anything "set" (showWeb may hold a URL): yes/no words as
 * above, any other non-empty text, number or object is true.
 */
export function isSet(value: unknown): boolean {
  const answer = looseBoolean(value);
  if (answer === 'invalid') return typeof value === 'number' ? value !== 0 : true;
  return answer ?? false;
}

/** Shows a stored value inside a message: "12a", 12, {…}. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const words = messages.imports.shown;
  if (value === null || value === undefined) return words.empty;
  return Array.isArray(value) ? words.list : words.object;
}

/** The number of a key 'modalidad_3' → 3, 'punto_12' → 12, '7' → 7 (not of push ids). */
export function keyNumber(key: string): number | null {
  const match = /^(?:[a-z]+_?)?(\d{1,9})$/i.exec(key);
  return match ? Number(match[1]) : null;
}
