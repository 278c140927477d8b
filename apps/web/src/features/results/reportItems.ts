import { normalizeForSearch } from '@dorsal/core';
import type { Branch, ModalityView } from '@dorsal/core';
import type { ResultView } from './types.ts';
import type { EventLookup } from './eventLookup.ts';

export type RankedReportKind = 'general' | 'branch' | 'category';

/** What the virtual list renders: group headings and rows (with the position the report ranks by). */
export type ReportItem =
  | { type: 'group'; key: string; title: string; subtitle: string | null; count: number }
  | { type: 'row'; row: ResultView; position: number };

type PositionOf = (row: ResultView) => number;

/** Ranked rows first by position; unranked (0) rows keep the server's order after them. */
function sortedBy(rows: readonly ResultView[], positionOf: PositionOf): ResultView[] {
  return [...rows].sort((a, b) => {
    const pa = positionOf(a);
    const pb = positionOf(b);
    if (pa === pb) return 0;
    if (pa === 0) return 1;
    if (pb === 0) return -1;
    return pa - pb;
  });
}

function rowItems(rows: readonly ResultView[], positionOf: PositionOf): ReportItem[] {
  return sortedBy(rows, positionOf).map((row) => ({ type: 'row', row, position: positionOf(row) }));
}

const branches: Branch[] = ['F', 'M'];

function byBranch(rows: readonly ResultView[], lookup: EventLookup): ReportItem[] {
  return branches.flatMap((branch): ReportItem[] => {
    const members = rows.filter((row) => row.branch === branch);
    if (members.length === 0) return [];
    const group: ReportItem = { type: 'group', key: branch, title: lookup.branchName(branch), subtitle: null, count: members.length };
    return [group, ...rowItems(members, (row) => row.branchPosition)];
  });
}

/** Groups by the category the position counts in (overall 'absolutos' groups first), then configured order. */
function byCategory(rows: readonly ResultView[], modality: ModalityView, lookup: EventLookup): ReportItem[] {
  const keyOf = (branch: string, code: string) => `${branch}|${code}`;
  const groups = new Map<string, ResultView[]>();
  for (const row of rows) {
    const key = keyOf(row.branch, row.rankedCategoryCode || row.categoryCode);
    const members = groups.get(key);
    if (members) members.push(row);
    else groups.set(key, [row]);
  }
  const ordered = [...modality.categories.filter((c) => c.isOverall), ...modality.categories.filter((c) => !c.isOverall)];
  const keys = ordered.map((category) => keyOf(category.branch, category.code));
  for (const key of groups.keys()) if (!keys.includes(key)) keys.push(key);
  return keys.flatMap((key): ReportItem[] => {
    const members = groups.get(key);
    if (!members) return [];
    const [branch, code] = key.split('|') as [Branch, string];
    const title = lookup.categoryName(modality.code, branch, code);
    const branchName = lookup.branchName(branch);
    const subtitle = normalizeForSearch(title).includes(normalizeForSearch(branchName)) ? null : branchName;
    const group: ReportItem = { type: 'group', key, title, subtitle, count: members.length };
    return [group, ...rowItems(members, (row) => row.categoryPosition)];
  });
}

/** The rows of one modality as the report shows them: general, by branch or by category. */
export function buildReportItems(
  kind: RankedReportKind,
  rows: readonly ResultView[],
  modality: ModalityView,
  lookup: EventLookup,
): ReportItem[] {
  if (kind === 'branch') return byBranch(rows, lookup);
  if (kind === 'category') return byCategory(rows, modality, lookup);
  return rowItems(rows, (row) => row.overallPosition);
}
