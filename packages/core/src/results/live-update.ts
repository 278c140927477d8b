import { assignPositions } from './positions.ts';
import { diffRankings, sameRankedRow, type RankingDiff } from './ranking-diff.ts';
import { compareRankedRows, prepareRow, rankModality } from './ranking.ts';
import type { ModalityRankingConfig, RankedRow, ResultRow } from './types.ts';

/** One change to a modality's results: a row written (a passing, an edit) or taken out. */
export type RowChange = { kind: 'upsert'; row: ResultRow } | { kind: 'remove'; bib: number };

/**
 * Applies one change to the ranked rows of ONE modality and returns the new ranking and its diff.
 * `current` must be the output of rankModality/applyRowChange for the same config (a timing
 * config change re-classifies every row: rank again with rankModality then). An upsert whose
 * row belongs to another modality removes the bib from this one; apply it to the other modality
 * too. Unchanged rows keep their identity. Cost: one linear pass plus a binary search; a
 * backyard modality (lap positions depend on everyone) is ranked again in full.
 */
export function applyRowChange(
  current: readonly RankedRow[],
  change: RowChange,
  config: ModalityRankingConfig,
): { rows: RankedRow[]; diff: RankingDiff } {
  const bib = change.kind === 'upsert' ? change.row.bib : change.bib;
  const stays = change.kind === 'upsert' && change.row.modalityCode === config.modality.code;
  const oldIndex = current.findIndex((row) => row.bib === bib);
  const others = oldIndex === -1 ? current.slice() : [...current.slice(0, oldIndex), ...current.slice(oldIndex + 1)];

  if (config.modality.backyard) {
    const rows = rankModality(stays ? [...others, change.row] : others, config);
    return { rows, diff: diffRankings(current, rows) };
  }

  let insertedAt = -1;
  if (stays) {
    const inserted = prepareRow(change.row, config);
    insertedAt = insertionIndex(others, inserted, config);
    others.splice(insertedAt, 0, inserted);
  }
  const copied: number[] = [];
  const rows = assignPositions(others, config.modality, { inPlace: false, copied });

  // Rows other than the changed one differ from before only in positions, and only when copied.
  const diff: RankingDiff = { added: [], changed: [], removed: oldIndex !== -1 && !stays ? [bib] : [] };
  const changedIndexes = insertedAt === -1 || copied.includes(insertedAt) ? copied : [...copied, insertedAt].sort((a, b) => a - b);
  for (const index of changedIndexes) {
    const row = rows[index]!;
    if (index !== insertedAt) diff.changed.push(row);
    else if (oldIndex === -1) diff.added.push(row);
    else if (!sameRankedRow(current[oldIndex]!, row)) diff.changed.push(row);
  }
  return { rows, diff };
}

function insertionIndex(rows: readonly RankedRow[], row: RankedRow, config: ModalityRankingConfig): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareRankedRows(rows[middle]!, row, config.modality) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Applies a batch of changes to the ranked rows of ONE modality (the last change of a bib wins): the changed rows
 * are taken out, re-prepared, sorted among themselves and merged back into the others' order, and positions are
 * assigned once. O(n + k log k) for k changes, where k single `applyRowChange` calls cost O(k·n): what a batch of
 * readings from a timing system needs. Backyard modalities are ranked again in full.
 */
export function applyRowChanges(
  current: readonly RankedRow[],
  changes: readonly RowChange[],
  config: ModalityRankingConfig,
): { rows: RankedRow[]; diff: RankingDiff } {
  if (changes.length === 0) return { rows: current.slice(), diff: { added: [], changed: [], removed: [] } };
  if (changes.length === 1) return applyRowChange(current, changes[0]!, config);
  const latest = new Map<number, RowChange>();
  for (const change of changes) latest.set(change.kind === 'upsert' ? change.row.bib : change.bib, change);
  const others = current.filter((row) => !latest.has(row.bib));
  const staying: ResultRow[] = [];
  for (const change of latest.values()) if (change.kind === 'upsert' && change.row.modalityCode === config.modality.code) staying.push(change.row);
  if (config.modality.backyard) {
    const rows = rankModality([...others, ...staying], config);
    return { rows, diff: diffRankings(current, rows) };
  }
  const compare = (a: RankedRow, b: RankedRow) => compareRankedRows(a, b, config.modality);
  const inserted = staying.map((row) => prepareRow(row, config)).sort(compare);
  const merged: RankedRow[] = new Array(others.length + inserted.length);
  let i = 0;
  let j = 0;
  for (let k = 0; k < merged.length; k++) merged[k] = j >= inserted.length || (i < others.length && compare(others[i]!, inserted[j]!) <= 0) ? others[i++]! : inserted[j++]!;
  const rows = assignPositions(merged, config.modality, { inPlace: false });
  return { rows, diff: diffRankings(current, rows) };
}
