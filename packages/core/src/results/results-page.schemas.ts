import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';
import { MAX_INT32 } from '../validation/id-param.ts';
import { safeText } from '../validation/safe-text.ts';
import { resultReportKinds } from './report-order.ts';
import { resultViewSchema } from './result-view.schemas.ts';

/** Rows of a results page unless the client asks for another size. */
export const RESULTS_PAGE_SIZE = 50;
export const MAX_RESULTS_PAGE_SIZE = 200;

const t = messages.resultsPage;

const offset = z.coerce.number({ error: t.badOffset }).int(t.badOffset).min(0, t.badOffset).max(MAX_INT32, t.badOffset);
const badLimit = fill(t.badLimit, { max: MAX_RESULTS_PAGE_SIZE });
const limit = z.coerce.number({ error: badLimit }).int(badLimit).min(1, badLimit).max(MAX_RESULTS_PAGE_SIZE, badLimit);
const report = z.enum(resultReportKinds, { error: t.badReport });
const branch = z.enum(['F', 'M'], { error: t.badBranch });
const modality = safeText().min(1).max(50);

export const resultsPageQuerySchema = z.object({
  /** Required by the branch and category reports and by the filters. */
  modality: modality.optional(),
  report: report.default('general'),
  branch: branch.optional(),
  /** The category a row is listed under in the category report. */
  category: safeText().min(1).max(50).optional(),
  offset: offset.default(0),
  limit: limit.default(RESULTS_PAGE_SIZE),
});
export type ResultsPageQuery = z.infer<typeof resultsPageQuerySchema>;

export const reportGroupSchema = z.object({
  branch: z.enum(['F', 'M']),
  categoryCode: z.string().nullable(),
  /** Index of the group's first row in the whole report. */
  start: z.number().int(),
  count: z.number().int(),
});

/** One page of a report: `rows` are the report's rows `offset … offset + rows.length - 1` of `total`. */
export const resultsPageSchema = z.object({
  /** Version of the rows: the modality's results version (the event's for a whole-event report). */
  version: z.number().int(),
  modalityCode: z.string().nullable(),
  report,
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  rows: z.array(resultViewSchema),
  /** Every heading of the report (branch and category reports), so a client can lay out pages it has not loaded. */
  groups: z.array(reportGroupSchema),
});
export type ResultsPage = z.infer<typeof resultsPageSchema>;

export const rowPlaceQuerySchema = z.object({ report: report.default('general'), limit: limit.default(RESULTS_PAGE_SIZE) });

export const positionQuerySchema = z.object({
  modality,
  position: z.coerce.number({ error: t.badPosition }).int(t.badPosition).min(1, t.badPosition).max(MAX_INT32, t.badPosition),
  limit: limit.default(RESULTS_PAGE_SIZE),
});

/** Where a row falls in a report of its modality: its index and the offset of the page holding it. */
export const rowPlaceSchema = z.object({
  modalityCode: z.string(),
  report,
  bib: z.number().int(),
  index: z.number().int(),
  offset: z.number().int(),
});
export type RowPlace = z.infer<typeof rowPlaceSchema>;

export const resultsCsvQuerySchema = z.object({ modality: modality.optional() });
