import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';
import { MAX_INT32 } from '../validation/id-param.ts';

export const MAX_BIBS_PER_PHOTO = 50;

/** Bib numbers typed or written in a CSV cell: separated by commas, semicolons, '|' or spaces; repeats dropped, sorted. */
export function readBibList(text: string): { ok: true; bibs: number[] } | { ok: false; bad: string } {
  const bibs = new Set<number>();
  for (const token of text.split(/[\s,;|]+/).filter(Boolean)) {
    const bib = /^\d{1,10}$/.test(token) ? Number(token) : NaN;
    if (!Number.isInteger(bib) || bib < 1 || bib > MAX_INT32) return { ok: false, bad: token };
    bibs.add(bib);
  }
  return { ok: true, bibs: [...bibs].sort((a, b) => a - b) };
}

/** The Spanish refusal of a typed list, or null when it reads. */
export function bibListProblem(text: string): string | null {
  const read = readBibList(text);
  if (!read.ok) return fill(messages.photos.tagging.badBib, { bib: read.bad });
  return read.bibs.length > MAX_BIBS_PER_PHOTO ? messages.photos.tagging.tooManyBibs : null;
}
