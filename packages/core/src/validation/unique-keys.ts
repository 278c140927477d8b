import type { z } from 'zod';

/**
 * A zod refinement for lists whose items carry a key that must not repeat (case-insensitive): the second and later
 * items with a key already seen get `message` on that key.
 */
export function uniqueKeys<T, K extends keyof T & string>(key: K, message: string) {
  return (items: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const value = String(item[key]).toLowerCase();
      if (seen.has(value)) ctx.addIssue({ code: 'custom', message, path: [index, key] });
      seen.add(value);
    });
  };
}
