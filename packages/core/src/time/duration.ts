/**
 * Durations are integer milliseconds. The spec writes them as 'hh:mm:ss' (hours may exceed 99
 * in ultra events); '00:00:00' means "no time" (not finished) and is read as null.
 */

const durationPattern = /^(\d+):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/;

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;

/** True for 'hh:mm:ss' or 'hh:mm:ss.mmm' (1–3 fraction digits), minutes and seconds below 60. */
export function isDurationText(text: string): boolean {
  return durationPattern.test(text.trim());
}

/**
 * 'hh:mm:ss[.mmm]' → milliseconds. Returns null for "no time": an empty text, an all-zero
 * time such as '00:00:00', or a text that is not a duration (check with isDurationText first
 * when the difference matters, e.g. to reject an upload).
 */
export function parseDuration(text: string): number | null {
  const match = durationPattern.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, seconds, fraction] = match;
  const ms =
    Number(hours) * MS_PER_HOUR +
    Number(minutes) * MS_PER_MINUTE +
    Number(seconds) * MS_PER_SECOND +
    (fraction ? Number(fraction.padEnd(3, '0')) : 0);
  return ms === 0 ? null : ms;
}

const two = (value: number): string => String(value).padStart(2, '0');

/**
 * Milliseconds → 'hh:mm:ss' (two digits per part at least; hours grow past 99). The fraction of a
 * second is truncated, as race clocks do; `withMillis` appends it as '.mmm'. null and values ≤ 0
 * give '00:00:00', the spec's "no time".
 */
export function formatDuration(ms: number | null, options: { withMillis?: boolean } = {}): string {
  const total = ms === null || !Number.isFinite(ms) ? 0 : Math.max(0, Math.floor(ms));
  const hours = Math.floor(total / MS_PER_HOUR);
  const minutes = Math.floor((total % MS_PER_HOUR) / MS_PER_MINUTE);
  const seconds = Math.floor((total % MS_PER_MINUTE) / MS_PER_SECOND);
  const text = `${two(hours)}:${two(minutes)}:${two(seconds)}`;
  return options.withMillis ? `${text}.${String(total % MS_PER_SECOND).padStart(3, '0')}` : text;
}

/** a − b, never below 0 (spec: time arithmetic never goes below zero). */
export function subtractDuration(a: number, b: number): number {
  return Math.max(0, a - b);
}
