import {
  compareGeneralOrder,
  isListed,
  orderReport,
  reportCategoryOf,
  type ModalityConfig,
  type ReportOrder,
  type ResultReportKind,
  type TimingSettings,
} from '@dorsal/core';
import type { EventRow } from '../events/events.repository.ts';
import type { ResultsRepository } from './results.repository.ts';

export type IndexRow = Awaited<ReturnType<ResultsRepository['listIndexRows']>>[number];

/** Which rows a report lists and how: a modality (or the whole event, general only) and optional filters. */
export interface ReportSelection {
  modality: string | null;
  report: ResultReportKind;
  branch?: 'F' | 'M' | undefined;
  category?: string | undefined;
}

/**
 * What the reports of one results version need, without the rows' times and splits: the listed rows
 * in general order (a few dozen bytes each) and, built on first use, the order of each report. Pages
 * read their full rows from the database by bib.
 */
export interface ResultsIndex {
  version: number;
  event: EventRow;
  modalities: ModalityConfig[];
  timing: TimingSettings;
  /** Listed rows: modality order, then overall position (unranked last), then bib. */
  rows: IndexRow[];
  /** The same rows by bib. */
  byBib: Map<number, IndexRow>;
  reports: Map<string, ReportOrder<IndexRow>>;
  /** The winners answer, computed on first request. */
  winners?: unknown;
}

export function buildResultsIndex(
  version: number,
  config: { event: EventRow; modalities: ModalityConfig[]; timing: TimingSettings },
  stored: IndexRow[],
): ResultsIndex {
  const order = new Map(config.modalities.map((modality, index) => [modality.code, index]));
  const rows = stored.filter((row) => isListed(row, config.timing)).sort(compareGeneralOrder(order));
  return { version, ...config, rows, byBib: new Map(rows.map((row) => [row.bib, row])), reports: new Map() };
}

const selectionKey = (s: ReportSelection) => `${s.modality ?? ''}|${s.report}|${s.branch ?? ''}|${s.category ?? ''}`;

/** The rows of a report in its order, with its group headings (cached on the index). */
export function reportOf(index: ResultsIndex, selection: ReportSelection): ReportOrder<IndexRow> {
  const key = selectionKey(selection);
  let order = index.reports.get(key);
  if (!order) {
    const { modality, branch, category } = selection;
    const rows = index.rows.filter(
      (row) =>
        (modality === null || row.modalityCode === modality) &&
        (branch === undefined || row.branch === branch) &&
        (category === undefined || reportCategoryOf(row) === category),
    );
    const categories = index.modalities.find((candidate) => candidate.code === modality)?.categories ?? [];
    order = orderReport(rows, selection.report, categories);
    index.reports.set(key, order);
  }
  return order;
}
