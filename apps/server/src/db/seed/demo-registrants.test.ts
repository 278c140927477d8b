import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDemoApp, type DemoApp } from '../../test/demo-app.ts';
import { seedDemoRegistrants } from './demo-registrants.ts';

describe('the demo registrants of npm start', () => {
  let t: DemoApp;
  beforeAll(async () => {
    t = await createDemoApp('pglite');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('registers people for Monterrey through the real path: paid by card, some OXXO slips pending, bibs given', async () => {
    const started = performance.now();
    await seedDemoRegistrants(t.services, t.db, t.demo.events, 30);
    const elapsed = performance.now() - started;
    const states = await t.db
      .selectFrom('registrations')
      .select(['state', sql<number>`count(*)::int`.as('n'), sql<number>`count(bib)::int`.as('bibs')])
      .where('eventId', '=', t.demo.events.monterrey!)
      .groupBy('state')
      .execute();
    const byState = Object.fromEntries(states.map((s) => [s.state, s]));
    expect(byState.confirmed!.n).toBeGreaterThan(20);
    expect(byState.confirmed!.bibs).toBe(byState.confirmed!.n);
    expect(byState.pending_payment?.n ?? 0).toBeGreaterThan(0);
    console.log(`30 demo registrants in ${Math.round(elapsed)} ms`);
    const days = await t.db.selectFrom('registrations').select(sql<string>`min(created_at)`.as('first')).where('idempotencyKey', 'like', 'seed-monterrey-%').executeTakeFirstOrThrow();
    expect(Date.now() - new Date(days.first).getTime()).toBeGreaterThan(4 * 24 * 3_600_000); // spread over days, not all today
  });
});
