import { canDownloadCertificate, flagNote, formatDuration, type RankedRow, type ResultView } from '@dorsal/core';
import type { StoredResult } from './results.repository.ts';

const time = (ms: number | null) => (ms === null ? null : formatDuration(ms));

/** What a result row shows: a stored row, or a ranked one fresh from live timing (the same fields). */
type ViewedRow = Pick<
  StoredResult & RankedRow,
  | 'bib' | 'name' | 'modalityCode' | 'branch' | 'categoryCode' | 'rankedCategoryCode' | 'officialTimeMs' | 'realTimeMs'
  | 'overallPosition' | 'branchPosition' | 'categoryPosition' | 'isOverallWinner' | 'flag' | 'deleted' | 'dq'
> & { splits: ReadonlyArray<{ controlCode: number; timeMs: number }> };

export function toResultView(row: ViewedRow, hideControls: boolean): ResultView {
  return {
    bib: row.bib,
    name: row.name,
    modalityCode: row.modalityCode,
    branch: row.branch,
    categoryCode: row.categoryCode,
    rankedCategoryCode: row.rankedCategoryCode,
    officialTime: time(row.officialTimeMs),
    realTime: time(row.realTimeMs),
    overallPosition: row.overallPosition,
    branchPosition: row.branchPosition,
    categoryPosition: row.categoryPosition,
    isOverallWinner: row.isOverallWinner,
    flag: row.flag,
    note: flagNote(row.flag),
    splits: hideControls ? [] : row.splits.map((split) => ({ controlCode: split.controlCode, time: formatDuration(split.timeMs) })),
    certificate: canDownloadCertificate(row),
  };
}

/** Modality order of the event, then ranked rows by position, then unranked rows by bib. */
export function compareForReport(modalityOrder: Map<string, number>) {
  return (a: StoredResult, b: StoredResult) =>
    (modalityOrder.get(a.modalityCode) ?? 999) - (modalityOrder.get(b.modalityCode) ?? 999) ||
    (a.overallPosition === 0 ? 1 : 0) - (b.overallPosition === 0 ? 1 : 0) ||
    a.overallPosition - b.overallPosition ||
    a.bib - b.bib;
}
