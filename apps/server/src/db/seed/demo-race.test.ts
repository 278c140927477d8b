import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../../test/demo-app.ts';
import { startDemoRace } from './demo-race.ts';

describe('the live demo race replayed through the timing API', () => {
  let t: DemoApp;
  let url: string;
  let stop = () => {};
  beforeAll(async () => {
    t = await createDemoApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  }, 120_000);
  afterAll(async () => {
    stop();
    await t?.close();
  });

  it('starts both waves and sends every reading due so far: all start mats, and the first aid station already', async () => {
    const eventId = t.demo.events.live!;
    stop = await startDemoRace(t, t.db, { url, speed: 1 });
    const accepted = async () =>
      (await t.db.selectFrom('passings').select(['status', 'controlCode']).where('eventId', '=', eventId).execute());
    const codes = async () => new Set((await accepted()).map((p) => p.controlCode));
    await expect.poll(async () => {
      const seen = await codes();
      return [0, 1001, 3001].every((code) => seen.has(code));
    }, { timeout: 30_000 }).toBe(true);
    const readings = await accepted();
    expect(readings.filter((p) => p.controlCode === 0)).toHaveLength(1500);
    expect(readings.every((p) => p.status === 'accepted')).toBe(true);
    const waves = await t.db.selectFrom('modalities').select(['code', 'startWaves', 'distanceKm']).where('eventId', '=', eventId).orderBy('code').execute();
    expect(waves.map((w) => [w.code, w.distanceKm])).toEqual([['10K', 10], ['25K', 25]]);
    const minutesAgo = (code: string) => (Date.now() - Date.parse(waves.find((w) => w.code === code)!.startWaves[0]!.startAt)) / 60_000;
    expect(Math.round(minutesAgo('25K'))).toBe(60);
    expect(Math.round(minutesAgo('10K'))).toBe(45);
    const board = (await t.app.inject({ url: `/api/events/${eventId}/live` })).json();
    expect(board.passings.length).toBe(10);
  });
});
