import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareRankedRows, rankModality } from './ranking.ts';
import { modality, row, rowsArbitrary } from './test-support.ts';
import { ownCategoryPosition, winnersByCategory } from './winners.ts';
import type { RankedRow, TimingConfig } from './types.ts';

const timingArbitrary = fc.record<TimingConfig>({ showAll: fc.boolean(), showDns: fc.boolean(), hideControls: fc.boolean() });
const config = (timing: TimingConfig) => ({ modality: modality(), timing });

function expectPermutation(positions: number[]): void {
  expect([...positions].sort((a, b) => a - b)).toEqual(positions.map((_, index) => index + 1));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

describe('ranking properties', () => {
  it('numbers finishers 1..k overall, per branch and per ranked category', () => {
    fc.assert(
      fc.property(rowsArbitrary(), timingArbitrary, (rows, timing) => {
        const finishers = rankModality(rows, config(timing)).filter((r) => r.flag === null);
        expectPermutation(finishers.map((r) => r.overallPosition));
        for (const group of groupBy(finishers, (r) => r.branch)) expectPermutation(group.map((r) => r.branchPosition));
        for (const group of groupBy(finishers, (r) => `${r.branch}/${r.rankedCategoryCode}`)) {
          expectPermutation(group.map((r) => r.categoryPosition));
        }
      }),
    );
  });

  it('in each category at most one athlete holds first place; overall winners hold none in their own', () => {
    fc.assert(
      fc.property(rowsArbitrary(), timingArbitrary, (rows, timing) => {
        const ranked = rankModality(rows, config(timing));
        for (const group of groupBy(ranked, (r) => `${r.branch}/${r.categoryCode}`)) {
          const places = group.map(ownCategoryPosition).filter((place) => place > 0);
          expect(places.filter((place) => place === 1).length).toBeLessThanOrEqual(1);
          expect(new Set(places).size).toBe(places.length);
        }
        for (const r of ranked.filter((candidate) => candidate.isOverallWinner)) expect(ownCategoryPosition(r)).toBe(0);
        const podiumBibs = winnersByCategory(ranked, config(timing).modality).flatMap(({ winners }) => winners.map((w) => w.bib));
        expect(new Set(podiumBibs).size).toBe(podiumBibs.length);
      }),
    );
  });

  it('never ranks a flagged row, and ranks every row with a time and no flag', () => {
    fc.assert(
      fc.property(rowsArbitrary(), timingArbitrary, (rows, timing) => {
        for (const r of rankModality(rows, config(timing))) {
          if (r.flag !== null) {
            expect([r.overallPosition, r.branchPosition, r.categoryPosition, r.isOverallWinner]).toEqual([0, 0, 0, false]);
          } else {
            expect(r.officialTimeMs).not.toBeNull();
            expect(r.overallPosition).toBeGreaterThan(0);
          }
        }
      }),
    );
  });

  it('orders finishers by time and keeps each overall podium within its size', () => {
    fc.assert(
      fc.property(rowsArbitrary(), timingArbitrary, (rows, timing) => {
        const finishers = rankModality(rows, config(timing)).filter((r) => r.flag === null);
        finishers.slice(1).forEach((r, index) => {
          expect(r.officialTimeMs!).toBeGreaterThanOrEqual(finishers[index]!.officialTimeMs!);
        });
        for (const branch of ['F', 'M']) {
          const winners = finishers.filter((r) => r.branch === branch && r.isOverallWinner);
          expect(winners.map((r) => r.branchPosition)).toEqual([1, 2, 3].slice(0, winners.length));
        }
      }),
    );
  });

  it('lists every row in the order compareRankedRows defines (flagged rows after finishers, by flag, time and bib)', () => {
    fc.assert(
      fc.property(rowsArbitrary(), timingArbitrary, (rows, timing) => {
        const ranked = rankModality(rows, config(timing));
        for (let index = 1; index < ranked.length; index += 1) {
          expect(compareRankedRows(ranked[index - 1]!, ranked[index]!, modality())).toBeLessThan(0);
        }
      }),
    );
  });

  it('does not depend on the input order', () => {
    fc.assert(
      fc.property(rowsArbitrary(), timingArbitrary, fc.func(fc.integer()), (rows, timing, key) => {
        const shuffled = [...rows].sort((a, b) => key(a.bib) - key(b.bib));
        expect(rankModality(shuffled, config(timing))).toEqual(rankModality(rows, config(timing)));
      }),
    );
  });

  it('adding a slower finisher never changes the positions of faster ones', () => {
    const extra = fc.record({
      branch: fc.constantFrom<'F' | 'M'>('F', 'M'),
      categoryCode: fc.constantFrom('JUV', 'SEN', 'MAS'),
      officialTimeMs: fc.integer({ min: 1, max: 50 }).map((minutes) => minutes * 60_000),
    });
    fc.assert(
      fc.property(rowsArbitrary(), timingArbitrary, extra, (rows, timing, fields) => {
        const newcomer = row({ bib: 10_000, ...fields });
        const before = rankModality(rows, config(timing));
        const after = new Map(rankModality([...rows, newcomer], config(timing)).map((r) => [r.bib, r]));
        const positions = (r: RankedRow) => [r.overallPosition, r.branchPosition, r.categoryPosition, r.isOverallWinner];
        for (const r of before) {
          if (r.flag === null && r.officialTimeMs! < newcomer.officialTimeMs!) {
            expect(positions(after.get(r.bib)!)).toEqual(positions(r));
          }
        }
      }),
    );
  });
});
