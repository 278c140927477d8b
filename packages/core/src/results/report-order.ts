import type { Branch } from './types.ts';

export const resultReportKinds = ['general', 'branch', 'category'] as const;
export type ResultReportKind = (typeof resultReportKinds)[number];

/** What ordering a report needs of a listed row. */
export interface OrderableRow {
  bib: number;
  branch: Branch;
  categoryCode: string;
  /** The category the category position counts in ('' when not ranked in one). */
  rankedCategoryCode: string;
  overallPosition: number;
  branchPosition: number;
  categoryPosition: number;
}

/** A heading of the branch or category report: its rows are `start … start + count - 1` of the order. */
export interface ReportGroup {
  branch: Branch;
  /** null in the branch report. */
  categoryCode: string | null;
  start: number;
  count: number;
}

export interface ReportOrder<T> {
  rows: T[];
  groups: ReportGroup[];
}

/** The category a row is listed under in the category report. */
export const reportCategoryOf = (row: Pick<OrderableRow, 'rankedCategoryCode' | 'categoryCode'>) =>
  row.rankedCategoryCode || row.categoryCode;

/** The position a report shows for a row (0 = not ranked). */
export function reportPosition(kind: ResultReportKind, row: Pick<OrderableRow, 'overallPosition' | 'branchPosition' | 'categoryPosition'>) {
  if (kind === 'branch') return row.branchPosition;
  if (kind === 'category') return row.categoryPosition;
  return row.overallPosition;
}

/**
 * Ranked rows by the report's position, unranked (0) rows after them; equal positions (ties,
 * unranked rows) keep the order they came in, which for a modality's listed rows is overall
 * position then bib: the order is total, so pages never drop or repeat a runner.
 */
function byPosition<T extends OrderableRow>(rows: readonly T[], kind: ResultReportKind): T[] {
  const keyed = rows.map((row, index) => ({ row, index, position: reportPosition(kind, row) || Number.MAX_SAFE_INTEGER }));
  keyed.sort((a, b) => a.position - b.position || a.index - b.index);
  return keyed.map((entry) => entry.row);
}

const branches: Branch[] = ['F', 'M'];

/**
 * The rows of one modality (in its general order: overall position, unranked last, then bib) as a
 * report lists them: general; by branch (F then M); by category (overall 'absolutos' categories
 * first, then the configured order, then categories only the rows know, by branch and code).
 */
export function orderReport<T extends OrderableRow>(
  rows: readonly T[],
  kind: ResultReportKind,
  categories: ReadonlyArray<{ branch: Branch; code: string; isOverall: boolean }> = [],
): ReportOrder<T> {
  if (kind === 'general') return { rows: byPosition(rows, kind), groups: [] };
  const keyOf = (branch: string, code: string | null) => `${branch}|${code ?? ''}`;
  const members = new Map<string, { branch: Branch; categoryCode: string | null; rows: T[] }>();
  for (const row of rows) {
    const categoryCode = kind === 'category' ? reportCategoryOf(row) : null;
    const key = keyOf(row.branch, categoryCode);
    const group = members.get(key);
    if (group) group.rows.push(row);
    else members.set(key, { branch: row.branch, categoryCode, rows: [row] });
  }
  const keys =
    kind === 'branch'
      ? branches.map((branch) => keyOf(branch, null))
      : [...categories.filter((c) => c.isOverall), ...categories.filter((c) => !c.isOverall)].map((c) => keyOf(c.branch, c.code));
  // Sorted, not by appearance: a live diff moves rows, and the headings' order must not move with them.
  for (const key of [...members.keys()].sort()) if (!keys.includes(key)) keys.push(key);
  const ordered: T[] = [];
  const groups: ReportGroup[] = [];
  for (const key of new Set(keys)) {
    const group = members.get(key);
    if (!group) continue;
    groups.push({ branch: group.branch, categoryCode: group.categoryCode, start: ordered.length, count: group.rows.length });
    ordered.push(...byPosition(group.rows, kind));
  }
  return { rows: ordered, groups };
}

/** Modality order first, then overall position (unranked last), then bib: how a modality's listed rows come in. */
export function compareGeneralOrder(modalityOrder: ReadonlyMap<string, number>) {
  return (
    a: Pick<OrderableRow, 'bib' | 'overallPosition'> & { modalityCode: string },
    b: Pick<OrderableRow, 'bib' | 'overallPosition'> & { modalityCode: string },
  ) =>
    (modalityOrder.get(a.modalityCode) ?? 999) - (modalityOrder.get(b.modalityCode) ?? 999) ||
    (a.overallPosition === 0 ? 1 : 0) - (b.overallPosition === 0 ? 1 : 0) ||
    a.overallPosition - b.overallPosition ||
    a.bib - b.bib;
}
