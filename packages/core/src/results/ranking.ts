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
  // One object literal naming every field: V8 builds it at a fixed shape, several times faster
  // than a spread (a re-rank copies every row of the modality). Optional fields are added only
  // when present, so rows without them keep that shape.
  const ranked: RankedRow = {
    bib: base.bib,
    name: base.name,
    modalityCode: base.modalityCode,
    branch: base.branch,
    categoryCode: base.categoryCode,
    officialTimeMs: base.officialTimeMs,
    realTimeMs: base.realTimeMs,
    arrivedAt: base.arrivedAt,
    splits: base.splits,
    startRecorded: base.startRecorded,
    deleted: base.deleted,
    dnf: base.dnf,
    dnfOverTime: base.dnfOverTime,
    dq: base.dq,
    dns: base.dns,
    flag: classifyRow(base, config.timing),
    overallPosition: 0,
    branchPosition: 0,
    categoryPosition: 0,
    rankedCategoryCode: row.categoryCode,
    isOverallWinner: false,
  };
  if (base.rowType !== undefined) ranked.rowType = base.rowType;
  const loops = (base as Partial<RankedRow>).loops;
  if (loops !== undefined) ranked.loops = loops;
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
  const ordered = config.modality.backyard ? prepared.sort((a, b) => compareRankedRows(a, b, config.modality)) : sortByTime(prepared);
  const ranked = assignPositions(ordered, config.modality, { inPlace: true });
  if (config.modality.backyard) assignLapPositions(ranked);
  return ranked;
}

const FLAG_BAND = 1e13;
const NO_TIME_KEY = FLAG_BAND - 1;

/**
 * The order of `compareRankedRows` for a modality that is not backyard, computed from one number
 * per row (ranked rows by time; flagged rows after them in bands by flag priority, each by time
 * with no time last) and the bib, sorting indexes over typed arrays instead of comparing objects.
 */
function sortByTime(rows: RankedRow[]): RankedRow[] {
  const count = rows.length;
  const keys = new Float64Array(count);
  const bibs = new Float64Array(count);
  const order = new Uint32Array(count);
  for (let index = 0; index < count; index += 1) {
    const row = rows[index]!;
    const time = row.officialTimeMs;
    keys[index] = row.flag === null ? time! : FLAG_BAND * (1 + flagOrder[row.flag]) + (time ?? NO_TIME_KEY);
    bibs[index] = row.bib;
    order[index] = index;
  }
  order.sort((a, b) => keys[a]! - keys[b]! || bibs[a]! - bibs[b]!);
  const sorted = new Array<RankedRow>(count);
  for (let index = 0; index < count; index += 1) sorted[index] = rows[order[index]!]!;
  return sorted;
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
