import { messages } from '@dorsal/core';
import type { ResultReportKind } from '@dorsal/core';

export type ReportKind = ResultReportKind | 'winners';
export type ResultsDialogKind = ReportKind | 'search';

const t = messages.results;

/**
 * Names of the buttons that open each dialog; the reports' titles too. The search dialog has its
 * own title (t.searchTitle) so that its input is the only thing labelled 'Nombre o número'.
 */
export const dialogTitles: Record<ResultsDialogKind, string> = {
  search: t.search,
  winners: t.winners,
  category: t.byCategory,
  branch: t.byBranch,
  general: t.general,
};
