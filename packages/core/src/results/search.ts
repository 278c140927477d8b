/** Minimum length of a name query; shorter text finds nothing. */
export const MIN_NAME_QUERY_LENGTH = 3;

/** Lower case, accents removed, spaces collapsed: 'José  ÁLVAREZ' → 'jose alvarez'. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Name or number search over result rows. Digits only: the bib equal to that number. Otherwise,
 * 3 or more characters: rows whose name contains every word of the query, ignoring case and
 * accents ('jose lopez' finds 'José Luis López'). Shorter text finds nothing. Input order is kept.
 */
export function searchRows<T extends { bib: number; name: string }>(rows: readonly T[], query: string): T[];
/** `normalizedName`: the row's name already normalized, when the caller stored it (saves work on large events). */
export function searchRows<T extends { bib: number }>(rows: readonly T[], query: string, normalizedName: (row: T) => string): T[];
export function searchRows<T extends { bib: number; name?: string }>(
  rows: readonly T[],
  query: string,
  normalizedName: (row: T) => string = (row) => normalizeForSearch(row.name ?? ''),
): T[] {
  const text = normalizeForSearch(query);
  if (/^\d+$/.test(text)) {
    const bib = Number(text);
    return rows.filter((row) => row.bib === bib);
  }
  if (text.length < MIN_NAME_QUERY_LENGTH) return [];
  const words = text.split(' ');
  return rows.filter((row) => {
    const name = normalizedName(row);
    return words.every((word) => name.includes(word));
  });
}
