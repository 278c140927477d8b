import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyReportDiff, type LiveChange, type PassingInput, type ResultsPage } from '@dorsal/core';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { openSse } from '../../test/sse-client.ts';
import { testDatabases } from '../../test/test-app.ts';

describe.each(testDatabases)('results diffs on the results stream on %s', (kind) => {
  let t: SignedInDemoApp;
  let base: string;
  let eventId: number;
  let secret: string;
  const gun = new Date(Date.now() - 3 * 60 * 60_000);
  const at = (minutes: number) => new Date(gun.getTime() + minutes * 60_000).toISOString();

  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    eventId = t.demo.events.live!;
    const manage = (path: string, payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/manage/events/${eventId}/timing${path}`, headers: { cookie: t.cookies.organizer }, payload });
    secret = (await manage('/keys', { name: 'Meta' })).json().secret;
    expect((await manage('/start', { modalityCode: '25K', startAt: gun.toISOString() })).statusCode).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = (passings: PassingInput[]) =>
    t.app.inject({ method: 'POST', url: `/api/events/${eventId}/timing/passings`, headers: { authorization: `Bearer ${secret}` }, payload: { passings } });
  const page = async (report: string, index: number) =>
    (await t.app.inject({ url: `/api/events/${eventId}/results?modality=25K&report=${report}&offset=${index * 50}&limit=50` })).json<ResultsPage>();
  const unfinished = async () =>
    (await t.db.selectFrom('results').select('bib').where('eventId', '=', eventId).where('modalityCode', '=', '25K').where('officialTimeMs', 'is', null).orderBy('bib').execute()).map((r) => r.bib);
  const finishers = async () =>
    (await t.db.selectFrom('results').select('officialTimeMs').where('eventId', '=', eventId).where('modalityCode', '=', '25K').where('officialTimeMs', 'is not', null).orderBy('officialTimeMs').execute()).map((r) => r.officialTimeMs!);

  it('sends the rows a passing changed with their positions: the pages the client holds become the pages the server now serves', async () => {
    const kinds = ['general', 'branch', 'category'] as const;
    const held = await Promise.all(kinds.flatMap((report) => [0, 1, 2].map((index) => page(report, index))));
    const stream = openSse(`${base}/api/events/${eventId}/results/stream`);
    await stream.until(() => stream.events.length === 1);

    const times = await finishers();
    const [bib] = await unfinished();
    // A finish just before the three slowest finishers: it goes in at its place and pushes them down a position.
    expect(times.length).toBeGreaterThan(3);
    const minutes = (times[times.length - 4]! + 1) / 60_000;
    expect((await send([{ bib: bib!, checkpoint: 'meta', time: at(minutes), readerId: 'meta-1', readId: 'd1' }])).statusCode).toBe(200);
    await stream.until(() => stream.messages().length === 1);
    const change = stream.messages()[0] as LiveChange;
    const diff = change.results!.find((candidate) => candidate.modalityCode === '25K')!;
    expect(diff.version).toBe(held[0]!.version + 1);
    expect('rows' in diff).toBe(true);
    if (!('rows' in diff)) return;
    const arrived = diff.rows.find((row) => row.bib === bib)!;
    expect(arrived).toMatchObject({ bib, officialTime: expect.any(String) });
    expect(arrived.overallPosition).toBe(times.filter((time) => time <= minutes * 60_000).length + 1);
    expect(diff.previous).toContainEqual(expect.objectContaining({ bib, overallPosition: 0 }));
    // The event's counts travel with the change: a results page shows them without reading the event again.
    const { event } = (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}` })).json<{ event: { resultCounts: { finishers: number; total: number } } }>();
    expect(change.counts).toEqual(event.resultCounts);
    expect(change.counts!.finishers).toBeGreaterThan(times.length);

    let applied = 0;
    for (const before of held) {
      const next = applyReportDiff(before, diff);
      if (next === null) continue;
      applied += 1;
      const index = before.offset / 50;
      expect(next).toEqual(await page(before.report, index));
    }
    expect(applied).toBeGreaterThan(0);
    stream.close();
  });

  it('asks for a refetch when a batch moves more rows than a page, and replays missed diffs to a resumed stream', async () => {
    const stream = openSse(`${base}/api/events/${eventId}/results/stream`);
    await stream.until(() => stream.events.length === 1);
    const bibs = (await unfinished()).slice(0, 200);
    const batch = bibs.map((bib, index): PassingInput => ({ bib, checkpoint: 'meta', time: at(120 + index / 10), readerId: 'meta-1', readId: `b${bib}` }));
    expect((await send(batch)).statusCode).toBe(200);
    await stream.until(() => stream.messages().length === 1);
    const change = stream.messages()[0] as LiveChange;
    expect(change.results).toEqual([{ modalityCode: '25K', version: expect.any(Number), refetch: true }]);
    stream.close();

    // A browser that dropped before this message resumes from its Last-Event-ID: the two diffs again, once each, in order.
    const sent = stream.events[1]!;
    const resumed = openSse(`${base}/api/events/${eventId}/results/stream`, { 'last-event-id': String(Number(sent.id) - 2) });
    await resumed.until(() => resumed.events.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(resumed.events.map((event) => [event.event, event.id])).toEqual([['message', String(Number(sent.id) - 1)], ['message', sent.id]]);
    expect(resumed.events[1]!.data).toBe(sent.data);
    expect((resumed.messages()[0] as LiveChange).results![0]).toMatchObject({ modalityCode: '25K', rows: expect.any(Array) });
    resumed.close();
  });
});
