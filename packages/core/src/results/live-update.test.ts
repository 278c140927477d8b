import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyRowChange, applyRowChanges, type RowChange } from './live-update.ts';
import { diffRankings } from './ranking-diff.ts';
import { rankModality } from './ranking.ts';
import { modality, row, rowsArbitrary, timing } from './test-support.ts';
import type { ModalityRankingConfig, ResultRow, TimingConfig } from './types.ts';

const min = (minutes: number) => minutes * 60_000;
const config: ModalityRankingConfig = { modality: modality(), timing };

describe('applyRowChange', () => {
  const rows = [1, 2, 3, 4].map((bib) => row({ bib, categoryCode: 'SEN', officialTimeMs: min(30 + bib) }));
  const current = rankModality(rows, config);

  it('moves a faster finisher up and reports only the rows whose ranking changed', () => {
    const faster = { ...rows[3]!, officialTimeMs: min(30) };
    const { rows: next, diff } = applyRowChange(current, { kind: 'upsert', row: faster }, config);
    expect(next.map((r) => [r.bib, r.overallPosition])).toEqual([
      [4, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
    expect(diff.changed.map((r) => r.bib)).toEqual([4, 1, 2, 3]);
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
  });

  it('sends a split that changes no position as one changed row', () => {
    const passing = { ...rows[1]!, splits: [{ controlCode: 2001, timeMs: min(15) }] };
    const { rows: next, diff } = applyRowChange(current, { kind: 'upsert', row: passing }, config);
    expect(diff).toEqual({ added: [], changed: [next[1]], removed: [] });
    expect(next[0]).toBe(current[0]);
  });

  it('adds a new row and removes one', () => {
    const newcomer = row({ bib: 9, categoryCode: 'SEN', officialTimeMs: min(50) });
    const added = applyRowChange(current, { kind: 'upsert', row: newcomer }, config);
    expect(added.diff).toEqual({ added: [added.rows[4]], changed: [], removed: [] });

    const removed = applyRowChange(added.rows, { kind: 'remove', bib: 1 }, config);
    expect(removed.diff.removed).toEqual([1]);
    expect(removed.diff.changed.map((r) => r.bib)).toEqual([2, 3, 4, 9]);
  });

  it('removes a row that moved to another modality', () => {
    const moved = { ...rows[0]!, modalityCode: '21K' };
    const { rows: next, diff } = applyRowChange(current, { kind: 'upsert', row: moved }, config);
    expect(next.map((r) => r.bib)).toEqual([2, 3, 4]);
    expect(diff.removed).toEqual([1]);
  });

  it('gives the same result as ranking again, for any change', () => {
    const timingArbitrary = fc.record<TimingConfig>({ showAll: fc.boolean(), showDns: fc.boolean(), hideControls: fc.constant(false) });
    const changeArbitrary = (rows: ResultRow[]): fc.Arbitrary<RowChange> =>
      fc.oneof(
        rowsArbitrary({ minLength: 1, maxLength: 1 }).chain(([fresh]) =>
          fc
            .constantFrom(...rows.map((r) => r.bib), fresh!.bib)
            .map((bib): RowChange => ({ kind: 'upsert', row: { ...fresh!, bib } })),
        ),
        fc.constantFrom(...rows.map((r) => r.bib), 99_999).map((bib): RowChange => ({ kind: 'remove', bib })),
      );
    fc.assert(
      fc.property(
        timingArbitrary,
        fc.boolean(),
        rowsArbitrary({ minLength: 1 }).chain((rows) => fc.tuple(fc.constant(rows), changeArbitrary(rows))),
        (timingConfig, backyard, [rows, change]) => {
          const cfg = { modality: modality({ backyard }), timing: timingConfig };
          const before = rankModality(rows, cfg);
          const { rows: next, diff } = applyRowChange(before, change, cfg);
          const bib = change.kind === 'upsert' ? change.row.bib : change.bib;
          const expectedRows = change.kind === 'upsert' ? [...rows.filter((r) => r.bib !== bib), change.row] : rows.filter((r) => r.bib !== bib);
          const expected = rankModality(expectedRows, cfg);
          expect(next).toEqual(expected);
          expect(diff).toEqual(diffRankings(before, expected));

          // Replaying the diff on the old ranking gives the new one.
          const replayed = new Map(before.map((r) => [r.bib, r]));
          for (const removed of diff.removed) replayed.delete(removed);
          for (const r of [...diff.changed, ...diff.added]) replayed.set(r.bib, r);
          expect(new Set(replayed.values())).toEqual(new Set(next));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('applyRowChanges (a batch of readings)', () => {
  it('gives the ranking and the diff of a full re-rank of the final rows, whatever the batch', () => {
    const timingArbitrary = fc.record<TimingConfig>({ showAll: fc.boolean(), showDns: fc.boolean(), hideControls: fc.constant(false) });
    const changesArbitrary = (rows: ResultRow[]): fc.Arbitrary<RowChange[]> =>
      fc.array(
        fc.oneof(
          fc.tuple(fc.constantFrom(...rows), fc.option(fc.integer({ min: min(15), max: min(90) }), { nil: null }), fc.boolean()).map(
            ([picked, time, moves]): RowChange => ({ kind: 'upsert', row: { ...picked, officialTimeMs: time, modalityCode: moves ? 'OTRA' : picked.modalityCode } }),
          ),
          fc.constantFrom(...rows.map((r) => r.bib), 99_999).map((bib): RowChange => ({ kind: 'remove', bib })),
        ),
        { minLength: 0, maxLength: 12 },
      );
    fc.assert(
      fc.property(
        timingArbitrary,
        fc.boolean(),
        rowsArbitrary({ minLength: 1 }).chain((rows) => fc.tuple(fc.constant(rows), changesArbitrary(rows))),
        (timingConfig, backyard, [rows, changes]) => {
          const cfg = { modality: modality({ backyard }), timing: timingConfig };
          const before = rankModality(rows, cfg);
          const { rows: next, diff } = applyRowChanges(before, changes, cfg);
          const final = new Map(rows.map((r) => [r.bib, r]));
          for (const change of changes) {
            if (change.kind === 'remove') final.delete(change.bib);
            else final.set(change.row.bib, change.row);
          }
          const expected = rankModality([...final.values()], cfg);
          expect(next).toEqual(expected);
          expect(diff).toEqual(diffRankings(before, expected));
        },
      ),
      { numRuns: 300 },
    );
  });
});
