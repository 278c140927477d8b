import { normalizeForSearch } from '@dorsal/core';

const MAX_NAMES = 100_000;
const known = new Map<string, string>();

/**
 * `normalizeForSearch` remembered per name: each live passing re-indexes its modality's rows (20,000 in a marathon),
 * and normalizing every name again took most of that work. Bounded: cleared once it holds MAX_NAMES names.
 */
export function searchNameOf(name: string): string {
  let normalized = known.get(name);
  if (normalized === undefined) {
    if (known.size >= MAX_NAMES) known.clear();
    normalized = normalizeForSearch(name);
    known.set(name, normalized);
  }
  return normalized;
}
