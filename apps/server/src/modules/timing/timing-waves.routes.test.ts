import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartWave } from '@dorsal/core';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { testDatabases } from '../../test/test-app.ts';

/** Per-athlete waves: a wave's bib range decides which gun an athlete's times count from. */
describe.each(testDatabases)('start waves by bib range on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  let secret: string;
  const gun = new Date(Date.now() - 3 * 60 * 60_000);
  const at = (minutes: number) => new Date(gun.getTime() + minutes * 60_000).toISOString();

  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.live!;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const manage = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/manage/events/${eventId}/timing${path}`, headers: { cookie: t.cookies.organizer }, ...(payload ? { payload } : {}) });
  const row = (bib: number) => t.db.selectFrom('results').selectAll().where('eventId', '=', eventId).where('bib', '=', bib).executeTakeFirstOrThrow();

  it('counts each athlete from their own wave, started on its own', async () => {
    ({ secret } = (await manage('POST', '/keys', { name: 'Meta' })).json());
    const [general, late] = (
      await t.db.selectFrom('results').select('bib').where('eventId', '=', eventId).where('modalityCode', '=', '25K').where('officialTimeMs', 'is', null).orderBy('bib').limit(2).execute()
    ).map((r) => r.bib);
    const waves: StartWave[] = [
      { name: 'Salida general', startAt: gun.toISOString() },
      { name: 'Oleada B', startAt: '', bibFrom: late!, bibTo: late! },
    ];
    await t.db.updateTable('modalities').set({ startWaves: JSON.stringify(waves) }).where('eventId', '=', eventId).where('code', '=', '25K').execute();
    expect((await manage('POST', '/start', { modalityCode: '25K', startAt: gun.toISOString() })).statusCode).toBe(200);

    // Oleada B has not started: its athlete's finish waits for review; the general wave's counts.
    const finishes = [
      { bib: general!, checkpoint: 'meta', time: at(100), readerId: 'meta-1', readId: 'w1' },
      { bib: late!, checkpoint: 'meta', time: at(100), readerId: 'meta-1', readId: 'w2' },
    ];
    const first = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/timing/passings`, headers: { authorization: `Bearer ${secret}` }, payload: { passings: finishes } });
    expect(first.json()).toMatchObject({ accepted: 1, review: 1 });
    expect((await row(general!)).officialTimeMs).toBe(100 * 60_000);
    expect((await row(late!)).officialTimeMs).toBeNull();

    // 'Dar salida' for Oleada B ten minutes after the gun: the held finish now counts from it.
    const started = await manage('POST', '/start', { modalityCode: '25K', wave: 'Oleada B', startAt: at(10) });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().modality.waves).toEqual([
      { name: 'Salida general', startAt: gun.toISOString() },
      { name: 'Oleada B', startAt: at(10) },
    ]);
    expect(started.json().modality.startAt).toBe(gun.toISOString());
    expect((await row(late!)).officialTimeMs).toBe(90 * 60_000);
    expect((await row(general!)).officialTimeMs).toBe(100 * 60_000);

    const board = (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/live?modality=25K` })).json();
    expect(board.modalities.find((m: { code: string }) => m.code === '25K').waves).toHaveLength(2);
    expect(board.passings.find((p: { bib: number }) => p.bib === late).timeMs).toBe(90 * 60_000);
  });

  it('refuses a wave the modality does not have, changing nothing', async () => {
    const before = await t.db.selectFrom('modalities').select('startWaves').where('eventId', '=', eventId).where('code', '=', '25K').executeTakeFirstOrThrow();
    const refused = await manage('POST', '/start', { modalityCode: '25K', wave: 'Nada' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('La oleada «Nada» no existe en esta modalidad.');
    const after = await t.db.selectFrom('modalities').select('startWaves').where('eventId', '=', eventId).where('code', '=', '25K').executeTakeFirstOrThrow();
    expect(after.startWaves).toEqual(before.startWaves);
  });
});
