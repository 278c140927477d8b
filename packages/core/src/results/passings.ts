import type { ResultRow, Split } from './types.ts';

/**
 * One passing updates one athlete's row: returns a copy of the row with the split recorded.
 * A control already passed keeps its earliest time (a mat reads a chip more than once); splits
 * stay ordered by time, then control code. The row is returned unchanged when nothing changes.
 */
export function withSplit<T extends ResultRow>(row: T, split: Split): T {
  const existing = row.splits.find((candidate) => candidate.controlCode === split.controlCode);
  if (existing && existing.timeMs <= split.timeMs) return row;
  const splits = row.splits.filter((candidate) => candidate.controlCode !== split.controlCode);
  splits.push(split);
  splits.sort((a, b) => a.timeMs - b.timeMs || a.controlCode - b.controlCode);
  return { ...row, splits };
}
