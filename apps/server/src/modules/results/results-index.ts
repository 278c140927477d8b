import {
  compareGeneralOrder,
  isListed,
  orderReport,
  reportCategoryOf,
  type ModalityConfig,
  type RankedRow,
  type ReportOrder,
  type ResultReportKind,
  type TimingSettings,
} from '@dorsal/core';
import type { EventRow } from '../events/events.repository.ts';
import type { ResultsRepository } from './results.repository.ts';
import { searchNameOf } from './search-names.ts';

export type IndexRow = Awaited<ReturnType<ResultsRepository['listIndexRows']>>[number];

/** Which rows a report lists and how: a modality (or the whole event, general only) and optional filters. */
export interface ReportSelection {
  modality: string | null;
  report: ResultReportKind;
  branch?: 'F' | 'M' | undefined;
  category?: string | undefined;
}

/**
 * One modality's listed rows in general order (overall position, unranked last, then bib) and, built
 * on first use, the order of each of its reports. Kept across results versions while the modality's
 * own version stays: a passing in the 42K leaves the 10K's index and pages as they are.
 */
export interface ModalityIndex {
  version: number;
  rows: IndexRow[];
  reports: Map<string, ReportOrder<IndexRow>>;
}

/** Key of the rows whose modality the event does not configure (listed last in the whole-event report). */
export const OTHER_ROWS = '\u0000';

/**
 * What the reports of one results version need, without the rows' times and splits (a few dozen
 * bytes per row); pages read their full rows from the database by bib.
 */
export interface ResultsIndex {
  version: number;
  event: EventRow;
  modalities: ModalityConfig[];
  timing: TimingSettings;
  byModality: Map<string, ModalityIndex>;
  /** Every listed row by bib. */
  byBib: Map<number, IndexRow>;
  /** The whole event's listed rows in general order, joined on first use. */
  allRows?: IndexRow[];
  /** The whole event's reports (general only), built on first use. */
  eventReports: Map<string, ReportOrder<IndexRow>>;
  /** The winners answer, computed on first request. */
  winners?: unknown;
}

export interface IndexSources {
  version: number;
  config: { event: EventRow; modalities: ModalityConfig[]; timing: TimingSettings };
  modalityVersions: Map<string, number>;
  readRows: (only?: { modalities: readonly string[]; known: readonly string[] }) => Promise<IndexRow[]>;
}

/**
 * The index of a new results version. With the previous one, modalities whose version did not move
 * are kept as they are and only the others' rows are read; a timing change (which rows are listed)
 * rebuilds everything.
 */
export async function buildResultsIndex(sources: IndexSources, previous?: ResultsIndex): Promise<ResultsIndex> {
  const { config, modalityVersions } = sources;
  const known = config.modalities.map((modality) => modality.code);
  const sameTiming = previous !== undefined && JSON.stringify(previous.timing) === JSON.stringify(config.timing);
  const reusable = (code: string) => {
    const kept = sameTiming ? previous.byModality.get(code) : undefined;
    return kept && kept.version === modalityVersions.get(code) ? kept : undefined;
  };
  const changed = known.filter((code) => !reusable(code));
  const rows = changed.length === known.length ? await sources.readRows() : await sources.readRows({ modalities: changed, known });
  const order = new Map(known.map((code, index) => [code, index]));
  const fresh = new Map<string, IndexRow[]>();
  for (const row of rows.filter((candidate) => isListed(candidate, config.timing)).sort(compareGeneralOrder(order))) {
    const key = order.has(row.modalityCode) ? row.modalityCode : OTHER_ROWS;
    const list = fresh.get(key);
    if (list) list.push(row);
    else fresh.set(key, [row]);
  }
  const byModality = new Map<string, ModalityIndex>();
  for (const code of [...known, OTHER_ROWS]) {
    const kept = code === OTHER_ROWS ? undefined : reusable(code);
    byModality.set(code, kept ?? { version: modalityVersions.get(code) ?? sources.version, rows: fresh.get(code) ?? [], reports: new Map() });
  }
  const byBib = new Map<number, IndexRow>();
  for (const modality of byModality.values()) for (const row of modality.rows) byBib.set(row.bib, row);
  return { version: sources.version, ...config, byModality, byBib, eventReports: new Map() };
}

/** The whole event's listed rows: modality order, then general order within each. */
export function allRowsOf(index: ResultsIndex): IndexRow[] {
  index.allRows ??= [...index.byModality.values()].flatMap((modality) => modality.rows);
  return index.allRows;
}

const selectionKey = (s: ReportSelection) => `${s.report}|${s.branch ?? ''}|${s.category ?? ''}`;

/** The rows of a report in its order, with its group headings (cached with the modality, or the event). */
export function reportOf(index: ResultsIndex, selection: ReportSelection): ReportOrder<IndexRow> {
  const modality = selection.modality === null ? undefined : index.byModality.get(selection.modality);
  const cache = modality?.reports ?? index.eventReports;
  const key = selectionKey(selection);
  let order = cache.get(key);
  if (!order) {
    const { branch, category } = selection;
    const rows = (modality?.rows ?? allRowsOf(index)).filter(
      (row) => (branch === undefined || row.branch === branch) && (category === undefined || reportCategoryOf(row) === category),
    );
    const categories = index.modalities.find((candidate) => candidate.code === selection.modality)?.categories ?? [];
    order = orderReport(rows, selection.report, categories);
    cache.set(key, order);
  }
  return order;
}

/** The version a page of this selection depends on: its modality's, or the event's for whole-event reports. */
export function selectionVersion(index: ResultsIndex, selection: ReportSelection): number {
  const modality = selection.modality === null ? undefined : index.byModality.get(selection.modality);
  return modality ? modality.version : index.version;
}

/** Whether a re-ranked row would give the same index entry `entry` already is. */
export function sameIndexEntry(entry: IndexRow, row: RankedRow): boolean {
  return (
    entry.modalityCode === row.modalityCode &&
    entry.branch === row.branch &&
    entry.categoryCode === row.categoryCode &&
    entry.rankedCategoryCode === row.rankedCategoryCode &&
    entry.overallPosition === row.overallPosition &&
    entry.branchPosition === row.branchPosition &&
    entry.categoryPosition === row.categoryPosition &&
    entry.flag === row.flag &&
    entry.searchName === searchNameOf(row.name)
  );
}
