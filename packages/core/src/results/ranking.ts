import { assignLapPositions, compareBackyard, toBackyardRow } from './backyard.ts';
import { classifyRow } from './classification.ts';
import { assignPositions } from './positions.ts';
import type {
  ModalityConfig,
  ModalityRankingConfig,
  RankedRow,
  ResultFlag,
  ResultRow,
  ResultsConfig,
} from './types.ts';

/** Spec priority: DNF-plus, DNF, DQ, DNS. */
const flagOrder: Record<ResultFlag, number> = { dnfOverTime: 0, dnf: 1, dq: 2, dns: 3 };

/**
 * The order of a modality's results: ranked rows by official time (backyard: more loops, then
 * cumulative time); then flagged rows by flag priority and time (no time last). Equal times are
 * ordered by bib ascending, so the order is total and the same on every run.
 */
export function compareRankedRows(a: RankedRow, b: RankedRow, modality: Pick<ModalityConfig, 'backyard'>): number {
  if (a.flag === null && b.flag === null) {
    const primary = modality.backyard ? compareBackyard(a, b) : a.officialTimeMs! - b.officialTimeMs!;
    return primary || a.bib - b.bib;
  }
  if (a.flag === null) return -1;
  if (b.flag === null) return 1;
  return flagOrder[a.flag] - flagOrder[b.flag] || compareTimeNullsLast(a, b) || a.bib - b.bib;
}

function compareTimeNullsLast(a: ResultRow, b: ResultRow): number {
  if (a.officialTimeMs === b.officialTimeMs) return 0;
  if (a.officialTimeMs === null) return 1;
  if (b.officialTimeMs === null) return -1;
  return a.officialTimeMs - b.officialTimeMs;
}

/**
 * A row as the ranking sees it, classified, positions not yet assigned. In a backyard modality
 * the row carries its loops and its official time becomes the cumulative time of its loops.
 */
export function prepareRow(row: ResultRow, config: ModalityRankingConfig): RankedRow {
  const base = config.modality.backyard ? toBackyardRow(row) : row;
  // The computed fields come first in the literal: V8 copies a spread fast only when it adds no
  // keys after it (adding them afterwards is ~100× slower and leaves slow dictionary objects).
  // They are set again below because `row` may already be a RankedRow carrying old values.
  const ranked: RankedRow = {
    flag: null,
    overallPosition: 0,
    branchPosition: 0,
    categoryPosition: 0,
    rankedCategoryCode: row.categoryCode,
    isOverallWinner: false,
    ...base,
  };
  ranked.flag = classifyRow(base, config.timing);
  ranked.overallPosition = 0;
  ranked.branchPosition = 0;
  ranked.categoryPosition = 0;
  ranked.rankedCategoryCode = row.categoryCode;
  ranked.isOverallWinner = false;
  return ranked;
}

/**
 * Ranks the rows of ONE modality (rows of other modalities are left out). Returns new rows in
 * result order with positions, flags and overall winners; the input is not modified.
 */
export function rankModality(rows: readonly ResultRow[], config: ModalityRankingConfig): RankedRow[] {
  const code = config.modality.code;
  const prepared: RankedRow[] = [];
  for (const row of rows) if (row.modalityCode === code) prepared.push(prepareRow(row, config));
  prepared.sort((a, b) => compareRankedRows(a, b, config.modality));
  const ranked = assignPositions(prepared, config.modality, { inPlace: true });
  if (config.modality.backyard) assignLapPositions(ranked);
  return ranked;
}

/**
 * Ranks a whole event: modality by modality, in configured order, then modalities missing from
 * the configuration (ranked with no categories) by code. "Results are sorted by modality and
 * official time."
 */
export function rankResults(rows: readonly ResultRow[], config: ResultsConfig): RankedRow[] {
  const groups = groupByModality(rows);
  const known = new Set(config.modalities.map((modality) => modality.code));
  const unknown = [...groups.keys()].filter((code) => !known.has(code)).sort();
  const modalities = [...config.modalities, ...unknown.map(unconfiguredModality)];
  return modalities.flatMap((modality) => rankModality(groups.get(modality.code) ?? [], { modality, timing: config.timing }));
}

/** Rows split by modality code, each group in input order. */
export function groupByModality<T extends ResultRow>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.modalityCode);
    if (group) group.push(row);
    else groups.set(row.modalityCode, [row]);
  }
  return groups;
}

function unconfiguredModality(code: string): ModalityConfig {
  return { code, name: code, categories: [] };
}
