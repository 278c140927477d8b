import { parseControlCode } from './controls.ts';
import type { BackyardLoop, RankedRow, ResultRow } from './types.ts';

/**
 * Backyard ultra: each loop is one split whose control code's lap is the loop number and whose
 * time is that loop's own time (each loop starts on the bell). An athlete's result is the number
 * of completed loops and their cumulative time; each loop is also ranked within its lap (the
 * split's pCat in the spec).
 */

/**
 * Completed loops in lap order, with cumulative time; lapPosition is 0 until ranked. A lap read
 * twice keeps its first (shortest) time.
 */
export function backyardLoops(row: Pick<ResultRow, 'splits'>): BackyardLoop[] {
  const byLap = new Map<number, number>();
  for (const split of row.splits) {
    const { lap } = parseControlCode(split.controlCode);
    const seen = byLap.get(lap);
    if (seen === undefined || split.timeMs < seen) byLap.set(lap, split.timeMs);
  }
  let cumulativeMs = 0;
  return [...byLap.entries()]
    .sort(([a], [b]) => a - b)
    .map(([lap, timeMs]) => {
      cumulativeMs += timeMs;
      return { lap, timeMs, cumulativeMs, lapPosition: 0 };
    });
}

/**
 * The row as the ranking sees it in a backyard modality: its loops, and as official time the
 * cumulative time of its loops when it has any (so a runner still out on the course is ranked).
 */
export function toBackyardRow<T extends ResultRow>(row: T): T & { loops: BackyardLoop[] } {
  const loops = backyardLoops(row);
  const last = loops.at(-1);
  const copy = { loops, ...row }; // new keys first: see prepareRow in ranking.ts
  copy.loops = loops;
  if (last) copy.officialTimeMs = last.cumulativeMs;
  return copy;
}

/** More loops first, then less cumulative time. Only for ranked (unflagged) rows. */
export function compareBackyard(a: Pick<RankedRow, 'loops' | 'officialTimeMs'>, b: typeof a): number {
  return (b.loops?.length ?? 0) - (a.loops?.length ?? 0) || (a.officialTimeMs ?? 0) - (b.officialTimeMs ?? 0);
}

/**
 * Ranks every lap among the ranked rows that completed it (by loop time, then bib) and writes
 * lapPosition into their loops; rows given must own their loops arrays (they are replaced).
 */
export function assignLapPositions(rows: RankedRow[]): void {
  const byLap = new Map<number, { row: RankedRow; index: number }[]>();
  for (const row of rows) {
    if (!row.loops) continue;
    row.loops = row.loops.map((loop) => ({ ...loop, lapPosition: 0 }));
    if (row.flag !== null) continue;
    row.loops.forEach((loop, index) => {
      const entries = byLap.get(loop.lap) ?? [];
      entries.push({ row, index });
      byLap.set(loop.lap, entries);
    });
  }
  for (const entries of byLap.values()) {
    const timeOf = (entry: { row: RankedRow; index: number }) => entry.row.loops![entry.index]!.timeMs;
    entries.sort((a, b) => timeOf(a) - timeOf(b) || a.row.bib - b.row.bib);
    entries.forEach((entry, position) => {
      entry.row.loops![entry.index]!.lapPosition = position + 1;
    });
  }
}
