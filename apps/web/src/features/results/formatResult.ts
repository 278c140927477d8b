import { messages, ownCategoryPosition, type ResultView } from '@dorsal/core';

/** Shown for a missing position or time. */
export const NO_VALUE = '—';

/** Positions 0 (not ranked) are shown as '—'. */
export const positionText = (position: number): string => (position > 0 ? String(position) : NO_VALUE);

/** A category place: 'Absoluto' for an overall winner, who holds none in their own category. */
export const categoryPlaceText = (row: Pick<ResultView, 'categoryPosition' | 'isOverallWinner'>): string =>
  row.isOverallWinner ? messages.results.overallWinner : positionText(ownCategoryPosition(row));
