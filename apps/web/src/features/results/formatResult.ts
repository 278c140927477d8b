/** Shown for a missing position or time. */
export const NO_VALUE = '—';

/** Positions 0 (not ranked) are shown as '—'. */
export const positionText = (position: number): string => (position > 0 ? String(position) : NO_VALUE);
