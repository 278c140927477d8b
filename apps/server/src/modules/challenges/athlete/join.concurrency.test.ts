import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { createChallenge, signUp } from './athlete.fixtures.ts';

/**
 * The control: a read-then-write join with no guard (what the guarded UPDATE replaces), kept here only to show
 * that the burst below does race — without the guard, a code of 5 uses is used more than 5 times.
 */
async function naiveJoin(db: Db, challengeId: string, code: string, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('challengeAccessCodes').select(['usedCount', 'uses']).where('challengeId', '=', challengeId).where('code', '=', code).executeTakeFirstOrThrow();
    if (row.usedCount >= row.uses) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await trx.updateTable('challengeAccessCodes').set({ usedCount: row.usedCount + 1 }).where('challengeId', '=', challengeId).where('code', '=', code).execute();
    await trx.insertInto('challengeCodeUses').values({ challengeId, code, userId, usedAt: new Date() }).execute();
    return true;
  });
}

// PGlite has one session: everything is serialized and there is no race to show.
describe.each(testDatabases.filter((kind) => kind === 'postgres'))('simultaneous joins on %s', (kind) => {
  let t: TestApp;
  let athletes: Array<{ cookie: string; userId: string }>;
  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerMinute: 10_000 });
    athletes = [];
    for (let i = 0; i < 20; i += 1) athletes.push(await signUp(t));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('20 athletes join at once with a code of 5 uses: exactly 5 get in, numbered 1–5, the rest see the used-up message', async () => {
    const id = await createChallenge(t.db, {}, [{ code: 'CINCO5', uses: 5 }]);
    const answers = await Promise.all(athletes.map(({ cookie }) => t.app.inject({ method: 'POST', url: `/api/challenges/${id}/join`, headers: { cookie }, payload: { code: 'CINCO5' } })));
    const joined = answers.filter((answer) => answer.statusCode === 201);
    expect(joined).toHaveLength(5);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) expect([answer.statusCode, answer.json().error.message]).toEqual([409, 'Código ya utilizado y agotado']);
    const numbers = joined.map((answer) => answer.json().participant.raceNumber as number).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
    const code = await t.db.selectFrom('challengeAccessCodes').select(['usedCount']).where('challengeId', '=', id).executeTakeFirstOrThrow();
    expect(code.usedCount).toBe(5);
    expect(await t.db.selectFrom('challengeCodeUses').select('id').where('challengeId', '=', id).execute()).toHaveLength(5);
    expect(await t.db.selectFrom('challengeParticipants').select('userId').where('challengeId', '=', id).execute()).toHaveLength(5);
  }, 120_000);

  it('control run: the same burst without the guard uses the code more than 5 times (the race is real)', async () => {
    const id = await createChallenge(t.db, {}, [{ code: 'CINCO5', uses: 5 }]);
    const outcomes = await Promise.all(athletes.map(({ userId }) => naiveJoin(t.db, id, 'CINCO5', userId)));
    expect(outcomes.filter(Boolean).length).toBeGreaterThan(5);
    expect((await t.db.selectFrom('challengeCodeUses').select('id').where('challengeId', '=', id).execute()).length).toBeGreaterThan(5);
  }, 120_000);
});
