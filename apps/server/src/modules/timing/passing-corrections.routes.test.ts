import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { testDatabases } from '../../test/test-app.ts';

describe.each(testDatabases)('the finish-line screen: readings typed by staff and their corrections on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  const gun = new Date(Date.now() - 3 * 60 * 60_000);
  const at = (minutes: number) => new Date(gun.getTime() + minutes * 60_000).toISOString();

  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.live!;
    const started = await manage('POST', '/start', { modalityCode: '25K', startAt: gun.toISOString() });
    expect(started.statusCode, started.body).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const manage = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown, cookie = t.cookies.organizer) =>
    t.app.inject({ method, url: `/api/manage/events/${eventId}/timing${path}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const row = (bib: number) => t.db.selectFrom('results').selectAll().where('eventId', '=', eventId).where('bib', '=', bib).executeTakeFirstOrThrow();
  const unfinished = async () =>
    (await t.db.selectFrom('results').select('bib').where('eventId', '=', eventId).where('modalityCode', '=', '25K').where('officialTimeMs', 'is', null).orderBy('bib').execute()).map((r) => r.bib);
  const changes = (action: string) => t.db.selectFrom('eventChanges').select(['userId', 'changes']).where('eventId', '=', eventId).where('action', '=', action).execute();

  it('records a typed bib at the instant given, once even when the phone sends it twice', async () => {
    const [bib] = await unfinished();
    const entry = { bib: bib!, checkpoint: 'meta', time: at(170), readId: 'phone-1' };
    const first = await manage('POST', '/manual', entry);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().accepted).toBe(1);
    expect((await manage('POST', '/manual', entry)).json().duplicates).toBe(1);
    expect((await row(bib!)).officialTimeMs).toBe(170 * 60_000);
    const listed = (await manage('GET', '/manual')).json().passings;
    expect(listed).toEqual([expect.objectContaining({ bib, controlCode: 999000, at: at(170), status: 'accepted', name: expect.any(String) })]);
    for (const cookie of [t.cookies.athlete, t.cookies.stranger]) {
      expect((await manage('POST', '/manual', { ...entry, readId: 'x' }, cookie)).statusCode).toBe(404);
      expect((await manage('GET', '/manual', undefined, cookie)).statusCode).toBe(404);
    }
    expect((await manage('POST', '/manual', { ...entry, time: 'ayer' })).statusCode).toBe(400);
  });

  it('corrects the bib: the wrong athlete loses the time, the right one gets it, and the log says who and what', async () => {
    const [wrong] = (await manage('GET', '/manual')).json().passings;
    const [right] = await unfinished();
    const corrected = await manage('PATCH', `/passings/${wrong.id}`, { bib: right });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().passing).toMatchObject({ id: wrong.id, bib: right, status: 'accepted' });
    expect((await row(wrong.bib)).officialTimeMs).toBeNull();
    expect((await row(wrong.bib)).flag).toBe('dns'); // no reading of theirs is left, not even at the start
    expect((await row(right!)).officialTimeMs).toBe(170 * 60_000);
    expect((await row(right!)).overallPosition).toBeGreaterThan(0);
    const logged = await changes('passingCorrected');
    expect(logged).toEqual([
      { userId: expect.any(String), changes: { passing: wrong.id, before: { bib: wrong.bib, at: at(170) }, after: { bib: right, at: at(170) } } },
    ]);
    expect((await manage('PATCH', `/passings/${wrong.id}`, {})).json().error.message).toBe('Indica el número o la hora corregidos');
    expect((await manage('PATCH', `/passings/${wrong.id}`, { bib: 123456 })).json().error.fields.bib).toBe('El número 123456 no está inscrito en el evento.');
  });

  it('corrects the time and deletes a reading: times follow, the reading stays marked deleted', async () => {
    const [passing] = (await manage('GET', '/manual')).json().passings;
    await manage('PATCH', `/passings/${passing.id}`, { time: at(175) });
    expect((await row(passing.bib)).officialTimeMs).toBe(175 * 60_000);
    const removed = await manage('DELETE', `/passings/${passing.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().passing.status).toBe('deleted');
    expect((await row(passing.bib)).officialTimeMs).toBeNull();
    expect((await changes('passingDeleted')).map((c) => c.changes)).toEqual([{ passing: passing.id, bib: passing.bib, controlCode: 999000, at: at(175) }]);
    expect((await manage('DELETE', `/passings/${passing.id}`)).statusCode).toBe(404);
    const board = (await t.app.inject({ url: `/api/events/${eventId}/live?limit=all` })).json();
    expect(board.passings.map((p: { id: number }) => p.id)).not.toContain(passing.id);
  });
});
