export type { FinishVideo, ResultDetail, ResultView, WinnersAnswer } from '@dorsal/core';

/** The athlete a dialog shows: the bib, and the name already known from the row that was picked. */
export interface AthleteRef {
  bib: number;
  name: string;
}
