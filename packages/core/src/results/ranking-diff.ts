import type { RankedRow } from './types.ts';

/**
 * What a client must do to go from one ranking to the next: replace `changed` rows (by bib),
 * append `added` rows, delete `removed` bibs — then show the rows in position order.
 */
export interface RankingDiff {
  added: RankedRow[];
  changed: RankedRow[];
  removed: number[];
}

/** The diff between two rankings of the same rows (matched by bib), in `after` order. */
export function diffRankings(before: readonly RankedRow[], after: readonly RankedRow[]): RankingDiff {
  const previous = new Map(before.map((row) => [row.bib, row]));
  const diff: RankingDiff = { added: [], changed: [], removed: [] };
  for (const row of after) {
    const old = previous.get(row.bib);
    if (!old) diff.added.push(row);
    else if (!sameRankedRow(old, row)) diff.changed.push(row);
    previous.delete(row.bib);
  }
  diff.removed = [...previous.keys()];
  return diff;
}

const scalarFields = [
  'bib',
  'name',
  'modalityCode',
  'branch',
  'categoryCode',
  'officialTimeMs',
  'realTimeMs',
  'arrivedAt',
  'startRecorded',
  'deleted',
  'dnf',
  'dnfOverTime',
  'dq',
  'dns',
  'rowType',
  'overallPosition',
  'branchPosition',
  'categoryPosition',
  'rankedCategoryCode',
  'isOverallWinner',
  'flag',
] as const satisfies readonly (keyof RankedRow)[];

/** Field-by-field equality of two ranked rows, splits and loops included. */
export function sameRankedRow(a: RankedRow, b: RankedRow): boolean {
  if (a === b) return true;
  if (scalarFields.some((field) => a[field] !== b[field])) return false;
  const sameSplits =
    a.splits.length === b.splits.length &&
    a.splits.every((split, index) => {
      const other = b.splits[index]!;
      return split.controlCode === other.controlCode && split.timeMs === other.timeMs && split.at === other.at;
    });
  if (!sameSplits) return false;
  if (a.loops === b.loops) return true;
  if (!a.loops || !b.loops || a.loops.length !== b.loops.length) return false;
  return a.loops.every((loop, index) => {
    const other = b.loops![index]!;
    return (
      loop.lap === other.lap &&
      loop.timeMs === other.timeMs &&
      loop.cumulativeMs === other.cumulativeMs &&
      loop.lapPosition === other.lapPosition
    );
  });
}
