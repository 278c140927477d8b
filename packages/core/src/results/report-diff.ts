import { isListed } from './classification.ts';
import type { RankingDiff } from './ranking-diff.ts';
import { reportCategoryOf, reportPosition, type OrderableRow, type ReportGroup, type ResultReportKind } from './report-order.ts';
import type { RankedRow, TimingConfig } from './types.ts';

/** Where a row stood in its modality's reports before a change: what orders it in each of them. */
export interface ReportPlace {
  bib: number;
  branch: OrderableRow['branch'];
  /** The category it was listed under in the category report. */
  category: string;
  overallPosition: number;
  branchPosition: number;
  categoryPosition: number;
}

/**
 * How one modality's listed rows changed in one results version: `rows` are the rows now listed that changed or
 * appeared (with their new positions), `previous` where each row that was listed before stood — a bib with a
 * previous place and no row has left the reports. `refetch` when too many rows moved to be worth sending.
 */
export type ReportDiff<T> =
  | { modalityCode: string; version: number; refetch: true }
  | { modalityCode: string; version: number; rows: T[]; previous: ReportPlace[] };

/** One page of a report as the results API answers it (ResultsPage), whatever the row type. */
export interface ReportPage<T> {
  version: number;
  modalityCode: string | null;
  report: ResultReportKind;
  total: number;
  offset: number;
  limit: number;
  rows: T[];
  groups: ReportGroup[];
}

const placeOf = (row: RankedRow): ReportPlace => ({
  bib: row.bib,
  branch: row.branch,
  category: reportCategoryOf(row),
  overallPosition: row.overallPosition,
  branchPosition: row.branchPosition,
  categoryPosition: row.categoryPosition,
});

/**
 * The report diff of a modality's ranking diff (core applyRowChanges): only listed rows count, a row that stops
 * being listed leaves, one that starts being listed arrives. More than `maxRows` rows → refetch.
 */
export function reportDiffOf<T>(
  modality: { code: string; version: number },
  before: readonly RankedRow[],
  diff: RankingDiff,
  timing: TimingConfig,
  view: (row: RankedRow) => T,
  maxRows: number,
): ReportDiff<T> {
  const { code: modalityCode, version } = modality;
  const written = [...diff.added, ...diff.changed];
  if (written.length + diff.removed.length > maxRows) return { modalityCode, version, refetch: true };
  const bibs = new Set([...written.map((row) => row.bib), ...diff.removed]);
  const old = new Map<number, RankedRow>();
  for (const row of before) if (bibs.has(row.bib) && isListed(row, timing)) old.set(row.bib, row);
  const rows = written.filter((row) => isListed(row, timing)).map(view);
  const previous = [...old.values()].map(placeOf);
  return { modalityCode, version, rows, previous };
}

type SortKey = readonly [number, number, number, number];

const unranked = Number.MAX_SAFE_INTEGER;

function compareKeys(a: SortKey, b: SortKey): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3] - b[3];
}

/**
 * A page of a report after a diff, or null when it cannot be told from the page alone (refetch it): the diff skips
 * a version, rows enter or leave before the page's first row (rows would shift in from the page before), the page
 * would need rows from the page after, or a row falls under a heading the report does not have yet. Changed rows
 * replace, new rows go in at their place, gone rows are deleted, rows pushed past the end are dropped, and `total`
 * and the headings' counts follow. A page already at the diff's version or later comes back as it is.
 */
export function applyReportDiff<T extends OrderableRow>(page: ReportPage<T>, diff: ReportDiff<T>): ReportPage<T> | null {
  if (page.modalityCode !== diff.modalityCode) return null;
  if (page.version >= diff.version) return page;
  if (page.version !== diff.version - 1 || 'refetch' in diff) return null;
  const kind = page.report;

  const groupKey = (branch: string, category: string) => (kind === 'general' ? '' : kind === 'branch' ? branch : `${branch}|${category}`);
  const groupIndex = new Map(page.groups.map((group, index) => [groupKey(group.branch, group.categoryCode ?? ''), index]));
  const groupOf = (branch: string, category: string) => (kind === 'general' ? 0 : groupIndex.get(groupKey(branch, category)));
  // Within a heading: the report's position, then the general order (overall position, then bib); unranked last.
  const keyOf = (group: number, row: Pick<OrderableRow, 'bib' | 'overallPosition' | 'branchPosition' | 'categoryPosition'>): SortKey => [
    group,
    reportPosition(kind, row) || unranked,
    row.overallPosition || unranked,
    row.bib,
  ];

  const entering: { row: T; key: SortKey; group: number }[] = [];
  for (const row of diff.rows) {
    const group = groupOf(row.branch, reportCategoryOf(row));
    if (group === undefined) return null;
    entering.push({ row, key: keyOf(group, row), group });
  }
  const leaving: { key: SortKey; group: number }[] = [];
  for (const place of diff.previous) {
    const group = groupOf(place.branch, place.category);
    if (group === undefined) return null;
    leaving.push({ key: keyOf(group, place), group });
  }

  const touched = new Set([...diff.rows.map((row) => row.bib), ...diff.previous.map((place) => place.bib)]);
  const keyed = page.rows.map((row) => ({ row, key: keyOf(groupOf(row.branch, reportCategoryOf(row)) ?? -1, row) }));
  const total = page.total - leaving.length + entering.length;
  let rows: T[];
  if (keyed.length === 0) {
    if (page.offset !== 0 || page.total !== 0) return null;
    rows = entering.sort((a, b) => compareKeys(a.key, b.key)).slice(0, page.limit).map((entry) => entry.row);
  } else {
    const low = keyed[0]!.key;
    const high = keyed[keyed.length - 1]!.key;
    const before = (key: SortKey) => compareKeys(key, low) < 0;
    if (leaving.filter((entry) => before(entry.key)).length !== entering.filter((entry) => before(entry.key)).length) return null;
    const lastPage = page.offset + page.rows.length >= page.total;
    const known = [
      ...keyed.filter((entry) => !touched.has(entry.row.bib)),
      ...entering.filter((entry) => !before(entry.key) && (lastPage || compareKeys(entry.key, high) <= 0)),
    ].sort((a, b) => compareKeys(a.key, b.key));
    if (!lastPage && known.length < page.limit) return null;
    rows = known.slice(0, page.limit).map((entry) => entry.row);
  }

  let groups = page.groups;
  if (kind !== 'general') {
    const counts = page.groups.map((group) => group.count);
    for (const entry of leaving) counts[entry.group]! -= 1;
    for (const entry of entering) counts[entry.group]! += 1;
    let start = 0;
    groups = [];
    page.groups.forEach((group, index) => {
      const count = counts[index]!;
      if (count <= 0) return;
      groups.push({ ...group, start, count });
      start += count;
    });
  }
  return { ...page, version: diff.version, total, rows, groups };
}
