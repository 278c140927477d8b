import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { challengePodium, rankChallenge, type RankInput } from './rankings.ts';

const row = (raceNumber: number, gender: 'F' | 'M', finishSeconds: number | null, goalSeconds: number | null = null, categoryCode = 1): RankInput => ({ raceNumber, gender, categoryCode, goalSeconds, finishSeconds });

describe('challenge rankings', () => {
  it('ranks by finish time ascending with overall, gender and category positions; no time gets 0', () => {
    const ranked = rankChallenge([row(1, 'F', 3000, 2800), row(2, 'M', 2500, 3000, 2), row(3, 'F', null), row(4, 'M', 2700), row(5, 'F', 0)], 'distance', 10);
    expect(ranked.map((r) => [r.raceNumber, r.overallPosition, r.genderPosition, r.categoryPosition])).toEqual([
      [2, 1, 1, 1],
      [4, 2, 2, 1],
      [1, 3, 1, 1],
      [3, 0, 0, 0],
      [5, 0, 0, 0],
    ]);
    expect(ranked[0]!.pace).toBe('4:10 /km');
    expect(ranked[0]!.relativeIndex).toBeCloseTo(2500 / 3000);
    expect(ranked.find((r) => r.raceNumber === 2)!.relativePosition).toBe(1);
    expect(ranked.find((r) => r.raceNumber === 1)!.relativePosition).toBe(2);
    expect(ranked.find((r) => r.raceNumber === 4)!.relativePosition).toBe(0);
  });

  it('byTime challenges: the longest time wins', () => {
    const ranked = rankChallenge([row(1, 'F', 3000), row(2, 'F', 5000)], 'byTime', 5);
    expect(ranked.map((r) => [r.raceNumber, r.overallPosition])).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });

  it('podium: top 3 per gender', () => {
    const ranked = rankChallenge([row(1, 'F', 10), row(2, 'F', 20), row(3, 'F', 30), row(4, 'F', 40), row(5, 'M', 15)], 'distance', 1);
    const podium = challengePodium(ranked);
    expect(podium.F.map((r) => r.raceNumber)).toEqual([1, 2, 3]);
    expect(podium.M.map((r) => r.raceNumber)).toEqual([5]);
  });

  const arbitraryRows = fc.uniqueArray(
    fc.record({ raceNumber: fc.integer({ min: 1, max: 10_000 }), gender: fc.constantFrom<'F' | 'M'>('F', 'M'), categoryCode: fc.integer({ min: 1, max: 4 }), goalSeconds: fc.option(fc.integer({ min: 1, max: 360_000 })), finishSeconds: fc.option(fc.integer({ min: 0, max: 360_000 })) }),
    { selector: (r) => r.raceNumber, maxLength: 60 },
  );

  it('property: positions 1..n per group, in time order, for exactly the non-zero times', () => {
    fc.assert(
      fc.property(arbitraryRows, fc.constantFrom<'byTime' | 'distance'>('byTime', 'distance'), (rows, kind) => {
        const ranked = rankChallenge(rows, kind, 10);
        expect(ranked).toHaveLength(rows.length);
        const timed = ranked.filter((r) => (r.finishSeconds ?? 0) > 0);
        expect(timed.map((r) => r.overallPosition)).toEqual(timed.map((_, i) => i + 1));
        for (const r of ranked.filter((x) => !((x.finishSeconds ?? 0) > 0))) expect([r.overallPosition, r.genderPosition, r.categoryPosition, r.relativePosition]).toEqual([0, 0, 0, 0]);
        for (let i = 1; i < timed.length; i += 1) {
          const [a, b] = [timed[i - 1]!.finishSeconds!, timed[i]!.finishSeconds!];
          expect(kind === 'distance' ? a <= b : a >= b).toBe(true);
        }
        for (const gender of ['F', 'M'] as const) {
          const group = timed.filter((r) => r.gender === gender);
          expect(group.map((r) => r.genderPosition)).toEqual(group.map((_, i) => i + 1));
          for (const code of [1, 2, 3, 4]) {
            const category = group.filter((r) => r.categoryCode === code);
            expect(category.map((r) => r.categoryPosition)).toEqual(category.map((_, i) => i + 1));
          }
        }
        const indexed = ranked.filter((r) => r.relativeIndex !== null).sort((a, b) => a.relativePosition - b.relativePosition);
        expect(indexed.map((r) => r.relativePosition)).toEqual(indexed.map((_, i) => i + 1));
        const podium = challengePodium(ranked);
        expect(podium.F.length).toBe(Math.min(3, timed.filter((r) => r.gender === 'F').length));
      }),
    );
  });
});
