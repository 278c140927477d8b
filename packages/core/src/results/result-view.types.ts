import type { CategoryView } from '../events/event.schemas.ts';
import type { Branch, ResultFlag } from './types.ts';

/** One result row as the API sends it (docs/api-events.md). Times are 'hh:mm:ss', null = no time. */
export interface ResultView {
  bib: number;
  name: string;
  modalityCode: string;
  branch: Branch;
  categoryCode: string;
  /** The category the category position counts in (the overall one for overall winners). */
  rankedCategoryCode: string;
  officialTime: string | null;
  realTime: string | null;
  /** 0 = not ranked. */
  overallPosition: number;
  branchPosition: number;
  categoryPosition: number;
  isOverallWinner: boolean;
  flag: ResultFlag | null;
  /** The Spanish note of the flag. */
  note: string | null;
  /** [] when the event hides controls. */
  splits: { controlCode: number; time: string }[];
  certificate: boolean;
}

export type FinishVideo =
  | { kind: 'youtube'; videoId: string; startSeconds: number; title: string }
  | { kind: 'file'; url: string; startSeconds: number; title: string };

export interface ResultDetail extends ResultView {
  controls: { controlCode: number; description: string; lap: number; time: string | null }[];
  video: FinishVideo | null;
  photos: { url: string; thumbUrl: string }[];
}

export interface WinnersAnswer {
  modalities: { modalityCode: string; categories: { category: CategoryView; winners: ResultView[] }[] }[];
}
