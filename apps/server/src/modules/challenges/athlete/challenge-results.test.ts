import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankChallenge } from '@dorsal/core';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { addRunners, createChallenge, type Runner } from './athlete.fixtures.ts';
import { createChallengeAthleteRepository } from './athlete.repository.ts';
import { createChallengeResults } from './challenge-results.ts';
import type { ChallengeRow } from './participation-view.ts';

describe.each(testDatabases)('challenge results a page at a time, ranked in SQL as core ranks them (%s)', (kind) => {
  let t: TestApp;
  let repository: ReturnType<typeof createChallengeAthleteRepository>;
  let results: ReturnType<typeof createChallengeResults>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    repository = createChallengeAthleteRepository(t.db);
    results = createChallengeResults(repository);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });
  const challengeRow = async (id: string) => (await repository.findChallenge(id)) as ChallengeRow;

  it('gives every position exactly as core rankChallenge does (ties, zero and missing times, byTime, relative index)', async () => {
    const runner = fc.record({
      gender: fc.constantFrom<'F' | 'M'>('F', 'M'),
      categoryCode: fc.constantFrom(1, 2, 100),
      goalSeconds: fc.option(fc.constantFrom(0, 1800, 2400, 2700, 3000, 3333), { nil: null }),
      finishSeconds: fc.option(fc.oneof(fc.constant(0), fc.integer({ min: 1500, max: 1520 }), fc.constantFrom(2400, 2700, 3000)), { nil: null }),
      active: fc.constantFrom(true, true, true, true, false),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(runner, { maxLength: 30 }), fc.constantFrom<'byTime' | 'distance'>('byTime', 'distance'), async (runners, challengeKind) => {
        const id = await createChallenge(t.db, { kind: challengeKind });
        const ids = await addRunners(t.db, id, runners);
        const active = runners.map((row, index) => ({ ...row, raceNumber: index + 1, userId: ids[index]! })).filter((row) => row.active !== false);
        const expected = rankChallenge(active, challengeKind, 10);
        const shape = (row: { raceNumber: number; overallPosition: number; genderPosition: number; categoryPosition: number; relativePosition: number; relativeIndex: number | null; pace: string }) => [
          row.raceNumber,
          row.overallPosition,
          row.genderPosition,
          row.categoryPosition,
          row.relativePosition,
          row.relativeIndex === null ? null : Math.round(row.relativeIndex * 10_000) / 10_000,
          row.pace,
        ];
        const challenge = await challengeRow(id);
        const all = await results.page(challenge, 'all', 1);
        expect(all.total).toBe(active.length);
        expect(all.rows.map(shape)).toEqual(expected.map(shape));
        for (const gender of ['F', 'M'] as const) {
          const only = await results.page(challenge, gender, 1);
          expect(only.rows.map((row) => row.raceNumber)).toEqual(expected.filter((row) => row.gender === gender).map((row) => row.raceNumber));
          expect(only.total).toBe(expected.filter((row) => row.gender === gender).length);
        }
        if (expected.length > 0) {
          const pick = expected[expected.length - 1]!;
          const mine = await repository.resultOf(id, challengeKind, pick.userId);
          expect([mine?.raceNumber, mine?.ord, mine?.genderOrd]).toEqual([pick.raceNumber, expected.length, expected.filter((row) => row.gender === pick.gender).length]);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('pages of 50 with the total, Femenil / Varonil filtered on the server, and the pages that hold me', async () => {
    const id = await createChallenge(t.db);
    // 130 athletes alternating F / M; the first 100 have times (race number n runs 3000 - n seconds: the last fastest).
    const runners: Runner[] = Array.from({ length: 130 }, (_, index) => ({ gender: index % 2 === 0 ? 'F' : 'M', categoryCode: 1, goalSeconds: 3000, finishSeconds: index < 100 ? 3000 - index : null }));
    runners.push({ gender: 'F', categoryCode: 1, goalSeconds: null, finishSeconds: 1000, active: false }); // withdrawn: never listed
    const ids = await addRunners(t.db, id, runners);
    const challenge = await challengeRow(id);

    const pages = await Promise.all([1, 2, 3, 4].map((page) => results.page(challenge, 'all', page)));
    expect(pages.map((page) => [page.rows.length, page.total, page.page, page.pageSize])).toEqual([
      [50, 130, 1, 50],
      [50, 130, 2, 50],
      [30, 130, 3, 50],
      [0, 130, 4, 50],
    ]);
    const order = pages.flatMap((page) => page.rows.map((row) => row.raceNumber));
    expect(order).toEqual([...Array.from({ length: 100 }, (_, index) => 100 - index), ...Array.from({ length: 30 }, (_, index) => 101 + index)]);
    expect(pages[1]!.rows[0]).toMatchObject({ raceNumber: 50, overallPosition: 51, finishTime: '00:49:11' });
    expect(pages[2]!.rows.at(-1)).toMatchObject({ raceNumber: 130, overallPosition: 0, finishTime: null, pace: '' });

    const women = await results.page(challenge, 'F', 1);
    const womenRest = await results.page(challenge, 'F', 2);
    expect([women.total, women.rows.length, womenRest.rows.length]).toEqual([65, 50, 15]);
    expect([...women.rows, ...womenRest.rows].every((row) => row.gender === 'F')).toBe(true);
    expect(women.rows.at(-1)).toMatchObject({ raceNumber: 1, genderPosition: 50, overallPosition: 100 });
    expect(womenRest.rows[0]).toMatchObject({ raceNumber: 101, genderPosition: 0 });
    const men = await results.page(challenge, 'M', 1);
    expect(men.rows[0]).toMatchObject({ raceNumber: 100, genderPosition: 1, overallPosition: 1 });

    // Race number 1 (F): 100th overall, 50th woman → page 2 of 'Todos', page 1 of 'Femenil'.
    const user = (index: number) => ({ id: ids[index]! }) as Parameters<typeof results.mine>[1];
    expect(await results.mine(challenge, user(0))).toMatchObject({ row: { raceNumber: 1, overallPosition: 100 }, pages: { all: 2, gender: 1 } });
    // Race number 102 (M, no time): 102nd in the table, 51st man → page 3 and page 2.
    expect(await results.mine(challenge, user(101))).toMatchObject({ row: { raceNumber: 102, overallPosition: 0 }, pages: { all: 3, gender: 2 } });
    expect(await results.mine(challenge, user(130))).toEqual({ row: null, pages: null }); // withdrawn
  });

  it('the podium is a small query of the top three of each gender, only once closed', async () => {
    const id = await createChallenge(t.db, { kind: 'byTime' });
    const runners: Runner[] = Array.from({ length: 12 }, (_, index) => ({ gender: index < 8 ? 'F' : 'M', categoryCode: 1, goalSeconds: null, finishSeconds: index === 0 ? null : 3000 + index * 60 }));
    await addRunners(t.db, id, runners);
    expect(await results.podium(await challengeRow(id))).toBeNull();
    await t.db.updateTable('challenges').set({ ended: true }).where('id', '=', id).execute();
    const podium = (await results.podium(await challengeRow(id)))!;
    // byTime: the longest time wins.
    expect(podium.F.map((row) => [row.raceNumber, row.genderPosition])).toEqual([
      [8, 1],
      [7, 2],
      [6, 3],
    ]);
    expect(podium.M.map((row) => [row.raceNumber, row.genderPosition])).toEqual([
      [12, 1],
      [11, 2],
      [10, 3],
    ]);
  });
});
