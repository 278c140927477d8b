import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_CHALLENGES, seedDemoChallenges } from './demo-challenges.ts';

describe('demo challenges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('an open challenge with 30 athletes at every step and a closed one with a podium; seeding twice adds nothing', async () => {
    await seedDemoChallenges(t.services, t.db, null, null);
    await seedDemoChallenges(t.services, t.db, null, null);
    const open = (await t.app.inject({ url: `/api/challenges/${DEMO_CHALLENGES.open}/results` })).json();
    expect(open.total).toBe(30);
    expect(open.rows[0].overallPosition).toBe(1);
    const gallery = (await t.app.inject({ url: `/api/challenges/${DEMO_CHALLENGES.open}/photos?kind=startLine` })).json();
    expect(gallery.total).toBeGreaterThan(5);
    const podium = (await t.app.inject({ url: `/api/challenges/${DEMO_CHALLENGES.closed}/podium` })).json().podium;
    expect([podium.F.length, podium.M.length]).toEqual([3, 3]);
    const code = await t.db.selectFrom('challengeAccessCodes').select(['usedCount', 'uses']).where('code', '=', 'LLENO1').executeTakeFirstOrThrow();
    expect(code.usedCount).toBe(code.uses);
  }, 120_000);
});
