import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankResults, type PassingInput } from '@dorsal/core';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { testDatabases } from '../../test/test-app.ts';
import { toResultRow } from '../results/results.repository.ts';
import { multipartFile } from '../../test/multipart.ts';
import { createResultsService } from '../results/results.service.ts';
import { reportOf } from '../results/results-index.ts';

describe.each(testDatabases)('live timing through the timing API on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  let secret: string;
  let keyId: number;
  const gun = new Date(Date.now() - 3 * 60 * 60_000);
  const at = (minutes: number) => new Date(gun.getTime() + minutes * 60_000).toISOString();

  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.live!;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const manage = (method: 'GET' | 'POST', path: string, payload?: unknown, cookie = t.cookies.organizer) =>
    t.app.inject({ method, url: `/api/manage/events/${eventId}/timing${path}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const send = (passings: unknown[], key = secret) =>
    t.app.inject({ method: 'POST', url: `/api/events/${eventId}/timing/passings`, headers: { authorization: `Bearer ${key}` }, payload: { passings } });
  const row = (bib: number) => t.db.selectFrom('results').selectAll().where('eventId', '=', eventId).where('bib', '=', bib).executeTakeFirstOrThrow();
  const passingCount = async () => (await t.db.selectFrom('passings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  const unfinished = async () =>
    (await t.db.selectFrom('results').select('bib').where('eventId', '=', eventId).where('modalityCode', '=', '25K').where('officialTimeMs', 'is', null).orderBy('bib').execute()).map((r) => r.bib);
  /** Positions as stored must be what a full re-rank of the stored rows gives. */
  async function expectRankedAsFromScratch() {
    const { modalities, timing } = await t.services.events.rankingConfig(eventId);
    const stored = await t.db.selectFrom('results').selectAll().where('eventId', '=', eventId).execute();
    const expected = rankResults(stored.map(toResultRow), { modalities, timing });
    const byBib = new Map(stored.map((r) => [r.bib, r]));
    for (const ranked of expected) {
      const actual = byBib.get(ranked.bib)!;
      expect([actual.bib, actual.overallPosition, actual.branchPosition, actual.categoryPosition, actual.flag]).toEqual([
        ranked.bib, ranked.overallPosition, ranked.branchPosition, ranked.categoryPosition, ranked.flag,
      ]);
    }
  }

  it('lets the organizer create a named key shown once, and answers 404 to anyone else', async () => {
    const created = await manage('POST', '/keys', { name: 'Tapete de meta' });
    expect(created.statusCode, created.body).toBe(201);
    ({ secret } = created.json());
    keyId = created.json().key.id;
    expect(secret).toMatch(/^dt_[0-9a-f]{8}_/);
    const listed = (await manage('GET', '/keys')).json().keys;
    expect(listed).toEqual([expect.objectContaining({ id: keyId, name: 'Tapete de meta', prefix: secret.slice(3, 11), revokedAt: null })]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const stored = await t.db.selectFrom('timingKeys').select('keyHash').executeTakeFirstOrThrow();
    expect(stored.keyHash).not.toContain(secret.slice(12));
    for (const cookie of [t.cookies.athlete, t.cookies.stranger]) {
      expect((await manage('GET', '/keys', undefined, cookie)).statusCode).toBe(404);
      expect((await manage('POST', '/keys', { name: 'x' }, cookie)).statusCode).toBe(404);
    }
    expect((await manage('POST', '/keys', { name: '  ' })).json().error.fields.name).toBe('Escribe un nombre para la clave');
  });

  it('refuses a wrong key or none with 401 in Spanish before reading the body, and stores nothing', async () => {
    for (const key of ['dt_00000000_nope', '']) {
      const refused = await send([{ bib: 'malformed' }], key);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.message).toBe('La clave de cronometraje no es válida o fue revocada.');
    }
    const otherEvent = await t.app.inject({
      method: 'POST',
      url: `/api/events/${t.demo.events.monterrey}/timing/passings`,
      headers: { authorization: `Bearer ${secret}` },
      payload: { passings: [] },
    });
    expect(otherEvent.statusCode).toBe(401);
    expect(await passingCount()).toBe(0);
  });

  it('answers a malformed passing with 400 and the reason, storing nothing', async () => {
    const bad = await send([{ bib: 501, checkpoint: 'meta', time: at(100), readerId: 'meta-1' }]);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.fields)).toContain('readId');
    expect(await passingCount()).toBe(0);
  });

  it('starts the wave from the admin screen', async () => {
    const started = await manage('POST', '/start', { modalityCode: '25K', startAt: gun.toISOString() });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().modality).toMatchObject({ code: '25K', startAt: gun.toISOString(), athletes: 600 });
    expect((await manage('POST', '/start', { modalityCode: 'NOPE' })).statusCode).toBe(400);
    // 'Dar salida' with no time stamps the moment the request arrives.
    const before = Date.now();
    const stamped = (await manage('POST', '/start', { modalityCode: '10K' })).json().modality;
    expect(Date.parse(stamped.startAt)).toBeGreaterThanOrEqual(before - 5);
    expect(Date.parse(stamped.startAt)).toBeLessThanOrEqual(Date.now());
    expect((await manage('POST', '/start', { modalityCode: '25K' }, t.cookies.athlete)).statusCode).toBe(404);
  });

  it('applies a batch: a finish sets official and chip times and re-ranks; unknown bibs wait for review; unreadable ones are refused', async () => {
    const [first, second] = await unfinished();
    const versionBefore = (await t.db.selectFrom('events').select('resultsVersion').where('id', '=', eventId).executeTakeFirstOrThrow()).resultsVersion;
    const batch: PassingInput[] = [
      { bib: first!, checkpoint: 'salida', time: at(1.5), readerId: 'salida-1', readId: '1' },
      { bib: first!, checkpoint: 'meta', time: at(181.5), readerId: 'meta-1', readId: '1' },
      { bib: second!, checkpoint: 1001, time: at(60), readerId: 'km7-1', readId: '1' },
      { bib: 9999, checkpoint: 'meta', time: at(150), readerId: 'meta-1', readId: '2' },
      { bib: second!, checkpoint: 'meta', time: 'ayer', readerId: 'meta-1', readId: '3' },
      { bib: second!, checkpoint: 7001, time: at(70), readerId: 'meta-1', readId: '4' },
    ];
    const answer = await send(batch);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ accepted: 3, duplicates: 0, unmatched: 1, review: 0, refused: 2 });
    expect(answer.json().results[4]).toEqual({
      readerId: 'meta-1', readId: '3', outcome: 'refused', reason: 'La hora «ayer» no es una fecha y hora ISO 8601 ni una hora del día (hh:mm:ss).',
    });
    expect(answer.json().results[5].reason).toBe('El punto de control 7001 no existe en el evento.');

    const finished = await row(first!);
    expect(finished.officialTimeMs).toBe(181.5 * 60_000);
    expect(finished.realTimeMs).toBe(180 * 60_000);
    expect(finished.startRecorded).toBe(true);
    expect(finished.flag).toBeNull();
    expect(finished.overallPosition).toBeGreaterThan(0);
    expect((await row(second!)).splits).toEqual([{ controlCode: 1001, timeMs: 60 * 60_000, at: at(60) }]);
    await expectRankedAsFromScratch();

    // The same batch again, as a timing system retries after a timeout: nothing changes.
    const retried = await send(batch);
    expect(retried.json()).toMatchObject({ accepted: 0, duplicates: 4, unmatched: 0, refused: 2 });
    const versionAfter = (await t.db.selectFrom('events').select('resultsVersion').where('id', '=', eventId).executeTakeFirstOrThrow()).resultsVersion;
    expect(versionAfter).toBe(versionBefore + 1);
  });

  it('shows the unknown bib to staff, who assign it to the right athlete', async () => {
    const listed = (await manage('GET', '/review')).json().passings;
    expect(listed).toEqual([expect.objectContaining({ bib: 9999, status: 'unmatched', reason: 'Número desconocido', readerId: 'meta-1' })]);
    const [, , third] = await unfinished();
    expect((await manage('POST', `/review/${listed[0].id}/assign`, { bib: 123456 })).json().error.message).toBe('El número 123456 no está inscrito en el evento.');
    const assigned = await manage('POST', `/review/${listed[0].id}/assign`, { bib: third });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().accepted).toBe(1);
    expect((await row(third!)).officialTimeMs).toBe(150 * 60_000);
    expect((await manage('GET', '/review')).json().passings).toEqual([]);
    const logged = await t.db.selectFrom('eventChanges').select(['action', 'changes']).where('eventId', '=', eventId).where('action', '=', 'passingAssigned').execute();
    expect(logged).toEqual([{ action: 'passingAssigned', changes: { passing: listed[0].id, before: 9999, after: third } }]);
    await expectRankedAsFromScratch();
  });

  it('takes 500 readings in one request; a mat reading a chip many times keeps the earliest', async () => {
    const bibs = (await t.db.selectFrom('results').select('bib').where('eventId', '=', eventId).where('modalityCode', '=', '25K').orderBy('bib').limit(250).execute()).map((r) => r.bib);
    const passings: PassingInput[] = [];
    for (let read = 0; read < 2; read++) {
      for (const bib of bibs) passings.push({ bib, checkpoint: 2001, time: at(120 + (bib % 30) + read / 10), readerId: 'km16', readId: `${bib}-${read}` });
    }
    expect(passings).toHaveLength(500);
    const answer = await send(passings);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().accepted).toBe(500);
    const split = (await row(bibs[0]!)).splits.find((s) => s.controlCode === 2001);
    expect(split?.timeMs).toBe((120 + (bibs[0]! % 30)) * 60_000);
    await expectRankedAsFromScratch();
  });

  it('answers each of many simultaneous batches on its own, even when they share readings (they are written together)', async () => {
    const bibs = (await unfinished()).slice(0, 40);
    const batch = (n: number) => bibs.slice((n % 8) * 5, (n % 8) * 5 + 5).map((bib) => ({ bib, checkpoint: 1001, time: at(65), readerId: 'km7-simul', readId: `${bib}` }));
    const before = await passingCount();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => send(batch(n)).then((r) => r.json())));
    expect(answers.map((a) => a.results.length)).toEqual(Array(10).fill(5));
    // Batches 8 and 9 repeat batches 0 and 1: every reading counts once, whichever batch got there first.
    expect(answers.reduce((sum, a) => sum + a.accepted, 0)).toBe(40);
    expect(answers.reduce((sum, a) => sum + a.duplicates, 0)).toBe(10);
    expect((await passingCount()) - before).toBe(40);
    await expectRankedAsFromScratch();
  });

  it('holds readings before the start or faster than the pace floor for review instead of ranking them', async () => {
    const [bib] = await unfinished();
    await t.db.updateTable('modalities').set({ distanceKm: 25 }).where('eventId', '=', eventId).execute();
    const answer = await send([
      { bib: bib!, checkpoint: 'meta', time: at(-5), readerId: 'meta-1', readId: 'early' },
      { bib: bib!, checkpoint: 'meta', time: at(30), readerId: 'meta-1', readId: 'fast' },
    ]);
    expect(answer.json()).toMatchObject({ accepted: 0, review: 2 });
    expect(answer.json().results.map((r: { reason: string }) => r.reason)).toEqual([
      'Antes de la salida de su modalidad',
      'Más rápido que el ritmo mínimo creíble de su modalidad',
    ]);
    expect((await row(bib!)).officialTimeMs).toBeNull();
  });

  it('moving the start recomputes every timed athlete from their readings', async () => {
    const [first] = (await t.db.selectFrom('passings').select('bib').where('controlCode', '=', 999000).where('status', '=', 'accepted').orderBy('id').execute()).map((r) => r.bib);
    const before = await row(first!);
    const later = new Date(gun.getTime() + 60_000).toISOString();
    expect((await manage('POST', '/start', { modalityCode: '25K', startAt: later })).statusCode).toBe(200);
    const after = await row(first!);
    expect(after.officialTimeMs).toBe(before.officialTimeMs! - 60_000);
    expect(after.realTimeMs).toBe(before.realTimeMs);
    const waves = await t.db.selectFrom('modalities').select('startWaves').where('eventId', '=', eventId).where('code', '=', '25K').executeTakeFirstOrThrow();
    expect(waves.startWaves[0]!.startAt).toBe(later);
    await expectRankedAsFromScratch();
  });

  it('serves the live board: counts and the latest passings, 10 by default', async () => {
    const board = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/live` });
    expect(board.statusCode, board.body).toBe(200);
    const body = board.json();
    expect(body.modalities).toEqual([
      expect.objectContaining({ code: '25K', name: 'Trail 25 km', athletes: 600 }),
      expect.objectContaining({ code: '10K', name: 'Trail 10 km', athletes: 900 }),
    ]);
    expect(body.modalities[0].finishers).toBeGreaterThan(0);
    const only10K = (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/live?modality=10K` })).json();
    expect(only10K.passings).toEqual([]);
    expect(body.passings).toHaveLength(10);
    expect(body.passings[0]).toEqual(expect.objectContaining({ modalityCode: '25K', km: expect.any(Number), name: expect.any(String) }));
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/live?limit=all` })).json().passings.length).toBeGreaterThan(20);
  });

  it('follows athletes: last control, pace and predicted arrival at the next control and the finish', async () => {
    const [bib] = await unfinished();
    await send([{ bib: bib!, checkpoint: 1001, time: at(60), readerId: 'km7', readId: `follow-${bib}` }]);
    const answer = await t.app.inject({ url: `/api/events/${eventId}/live/athletes?bibs=${bib},99999` });
    expect(answer.statusCode, answer.body).toBe(200);
    const [athlete] = answer.json().athletes;
    expect(answer.json().athletes).toHaveLength(1);
    const gunAt = Date.parse((await t.db.selectFrom('modalities').select('startWaves').where('eventId', '=', eventId).where('code', '=', '25K').executeTakeFirstOrThrow()).startWaves[0]!.startAt);
    // The furthest control passed counts (this athlete has the km 16 reading of the 500-reading batch too).
    const kms: Record<number, number> = { 1001: 7.5, 2001: 16 };
    const split = (await row(bib!)).splits.filter((s) => s.controlCode in kms).sort((a, b) => kms[b.controlCode]! - kms[a.controlCode]!)[0]!;
    const km = kms[split.controlCode]!;
    const pace = split.timeMs / km;
    expect(athlete).toMatchObject({ bib, last: { code: split.controlCode, km, timeMs: split.timeMs }, finished: false });
    expect(athlete.paceMsPerKm).toBeCloseTo(pace);
    expect(Date.parse(athlete.finish.at)).toBeCloseTo(gunAt + split.timeMs + (25 - km) * pace, -3);
    expect((await t.app.inject({ url: `/api/events/${eventId}/live/athletes?bibs=1,2,3,4,5,6,7,8,9,10,11` })).statusCode).toBe(400);
  });

  it('takes a CSV of readings all or nothing, with each bad line in Spanish, and the same file twice counts once', async () => {
    const upload = (text: string, cookie = t.cookies.organizer) => {
      const body = multipartFile('file', 'pasos.csv', 'text/csv', Buffer.from(text));
      return t.app.inject({ method: 'POST', url: `/api/manage/events/${eventId}/timing/passings.csv`, headers: { ...body.headers, cookie }, payload: body.payload });
    };
    const [first, second] = await unfinished();
    const before = await passingCount();
    const bad = await upload(`número;punto;hora\n${first};meta;${at(190)}\n${second};7001;${at(191)}\n${second};meta;ayer\n`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.problems).toEqual([
      { row: 3, message: 'El punto de control 7001 no existe en el evento.' },
      { row: 4, message: 'La hora «ayer» no es una fecha y hora ISO 8601 ni una hora del día (hh:mm:ss).' },
    ]);
    expect(await passingCount()).toBe(before);
    const file = `número;punto;hora\n${first};meta;${at(190)}\n${second};meta;${at(191)}\n`;
    const good = await upload(file);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ accepted: 2 });
    const waves = await t.db.selectFrom('modalities').select('startWaves').where('eventId', '=', eventId).where('code', '=', '25K').executeTakeFirstOrThrow();
    expect((await row(first!)).officialTimeMs).toBe(Date.parse(at(190)) - Date.parse(waves.startWaves[0]!.startAt)); // the start was moved a minute later above
    expect((await upload(file)).json()).toMatchObject({ accepted: 0, duplicates: 2 });
    expect((await upload(file, t.cookies.stranger)).statusCode).toBe(404);
    await expectRankedAsFromScratch();
  });

  it('updates the held results index in place: the next page read shows the new finisher where a cold rebuild puts it', async () => {
    const page = async () => (await t.app.inject({ url: `/api/events/${eventId}/results?modality=25K&report=general&offset=0&limit=200` })).json();
    await page(); // this instance now holds the index of the current version
    const [bib] = await unfinished();
    expect((await send([{ bib: bib!, checkpoint: 'meta', time: at(121), readerId: 'meta-1', readId: `inplace-${bib}` }])).json().accepted).toBe(1);
    const after = await page();
    const listed = after.rows.find((r: { bib: number }) => r.bib === bib);
    const stored = await row(bib!);
    expect(listed).toMatchObject({ bib, overallPosition: stored.overallPosition });
    // A fresh service (nothing cached) reads the rows from the database: every report order must be the same.
    const fresh = createResultsService({ results: t.services.resultsRepository, events: t.services.eventsRepository, eventsService: t.services.events });
    const [held, cold] = [await t.services.results.load(eventId), await fresh.load(eventId)];
    expect(held.version).toBe(cold.version);
    for (const report of ['general', 'branch', 'category'] as const) {
      const bibsOf = (index: typeof held) => reportOf(index, { modality: '25K', report }).rows.map((r) => [r.bib, r.overallPosition, r.categoryPosition]);
      expect(bibsOf(held)).toEqual(bibsOf(cold));
    }
  });

  it('mails a visitor once when the athlete they follow finishes, and lets them cancel it', async () => {
    const [bib, other] = await unfinished();
    const ask = (email: string, who = bib) => t.app.inject({ method: 'POST', url: `/api/events/${eventId}/live/athletes/${who}/alert`, payload: { email } });
    const created = await ask('Familia@Ejemplo.mx');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toMatch(/^Te escribiremos a familia@ejemplo.mx cuando .+ llegue a la meta$/);
    expect((await ask('familia@ejemplo.mx')).json().message).toBe('Ya te avisaremos de este atleta');
    expect((await ask('no-es-correo')).statusCode).toBe(400);
    expect((await ask('otra@ejemplo.mx', other)).statusCode).toBe(201);
    const cancelToken = (await t.db.selectFrom('finishAlerts').select('token').where('email', '=', 'otra@ejemplo.mx').executeTakeFirstOrThrow()).token;
    expect((await t.app.inject({ method: 'POST', url: `/api/live-alerts/${cancelToken}/cancel` })).json().message).toBe('Ya no te escribiremos cuando llegue este atleta.');
    expect((await t.app.inject({ method: 'POST', url: `/api/live-alerts/${'x'.repeat(32)}/cancel` })).statusCode).toBe(404);

    const mails = () => t.db.selectFrom('outboxMails').select(['toAddress', 'subject', 'textBody']).where('kind', '=', 'finish_alert').execute();
    await send([
      { bib: bib!, checkpoint: 'meta', time: at(200), readerId: 'meta-1', readId: `alert-${bib}` },
      { bib: other!, checkpoint: 'meta', time: at(201), readerId: 'meta-1', readId: `alert-${other}` },
    ]);
    const sent = await mails();
    expect(sent).toEqual([expect.objectContaining({ toAddress: 'familia@ejemplo.mx', subject: expect.stringMatching(/llegó a la meta de Trail Nevado de Toluca 2026$/) })]);
    expect(sent[0]!.textBody).toContain('/live/aviso/');
    await send([{ bib: bib!, checkpoint: 'meta', time: at(199), readerId: 'meta-2', readId: `alert-again-${bib}` }]);
    expect(await mails()).toHaveLength(1);
    expect((await ask('tarde@ejemplo.mx')).json().error.message).toMatch(/ya llegó a la meta$/);
  });

  it('refuses a revoked key from then on', async () => {
    expect((await manage('POST', `/keys/${keyId}/revoke`)).json().key.revokedAt).not.toBeNull();
    const refused = await send([{ bib: 501, checkpoint: 'meta', time: at(200), readerId: 'x', readId: 'y' }]);
    expect(refused.statusCode).toBe(401);
  });
});
