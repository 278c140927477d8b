import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseResultsCsv } from '@dorsal/core';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { testDatabases } from '../../test/test-app.ts';

describe.each(testDatabases)('results CSV for the event staff on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.past!;
    // The public stops seeing DNF, DQ and DNS rows; the staff's download still has them.
    const event = await t.db.selectFrom('events').select('timingConfig').where('id', '=', eventId).executeTakeFirstOrThrow();
    await t.db.updateTable('events').set({ timingConfig: JSON.stringify({ ...event.timingConfig, showAll: false }) }).where('id', '=', eventId).execute();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const bibsOf = (body: string) => {
    const parsed = parseResultsCsv(body, { modalities: [] });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    return parsed.results;
  };

  it('gives the owner and the admin every stored row by bib, flagged and deleted rows too', async () => {
    const stored = await t.db.selectFrom('results').select('bib').where('eventId', '=', eventId).orderBy('bib').execute();
    for (const cookie of [t.cookies.organizer, t.cookies.admin]) {
      const answer = await t.app.inject({ url: `/api/events/${eventId}/results/export.csv`, headers: { cookie } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['content-disposition']).toMatch(/filename="resultados-\d+-completo\.csv"/);
      const rows = bibsOf(answer.body);
      expect(rows.map((row) => row.bib)).toEqual(stored.map((row) => row.bib));
      expect(rows.some((row) => row.deleted)).toBe(true);
      expect(rows.some((row) => row.dnf)).toBe(true);
    }
    const published = bibsOf((await t.app.inject({ url: `/api/events/${eventId}/results.csv` })).body);
    expect(published.length).toBeLessThan(stored.length);
    expect(published.some((row) => row.dnf || row.dq || row.dns)).toBe(false);
  });

  it('answers 404 to anyone else, as for an event that does not exist, and 401 without a session', async () => {
    for (const cookie of [t.cookies.athlete, t.cookies.stranger]) {
      const answer = await t.app.inject({ url: `/api/events/${eventId}/results/export.csv`, headers: { cookie } });
      expect(answer.statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: `/api/events/${eventId}/results/export.csv` })).statusCode).toBe(401);
  });
});
