/** Which item a list editor's dialog is open on: a position, 'new', or none. */
export type Editing = number | 'new' | null;

/**
 * The list with `item` in the place being edited (appended when new), or null when another item already has its key
 * (compared without case, as the API compares field keys and product codes).
 */
export function placeKeyed<T>(list: readonly T[], editing: Editing, item: T, keyOf: (item: T) => string): T[] | null {
  const index = typeof editing === 'number' ? editing : -1;
  const key = keyOf(item).toLowerCase();
  if (list.some((other, at) => at !== index && keyOf(other).toLowerCase() === key)) return null;
  return index < 0 ? [...list, item] : list.map((other, at) => (at === index ? item : other));
}
