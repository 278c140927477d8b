/**
 * Elapsed time between two instants (ISO 8601 strings or epoch milliseconds), never below 0.
 * A missing or unset start (null, '', or the legacy '0000-00-00 00:00:00') gives 0, so a live
 * clock whose wave has no start time shows '00:00:00'.
 */
export function elapsedMs(start: string | number | null, end: string | number): number {
  const from = toEpochMs(start);
  const to = toEpochMs(end);
  if (from === null || to === null) return 0;
  return Math.max(0, to - from);
}

/** Epoch milliseconds of an instant, or null when it is unset or unreadable. */
export function toEpochMs(value: string | number | null): number | null {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '' || value.startsWith('0000-00-00')) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}
