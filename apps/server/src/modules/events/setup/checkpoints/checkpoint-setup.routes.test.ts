import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../../../test/demo-app.ts';
import { testDatabases } from '../../../../test/test-app.ts';

const modality = (code: string, name: string) => ({
  code,
  name,
  description: '',
  sortOrder: 1,
  hidden: false,
  waves: [{ name: 'Salida general', start: '2027-03-14T07:00' }],
  capacity: null,
  firstBib: 1,
  priceWindows: [{ from: '2026-12-01', to: '2027-03-10', prices: { precio_1: 35000 } }],
  categories: [],
});

const km5 = { number: 1, description: 'KM 5', distanceKm: 5, laps: [{ modalityCode: '10K', lap: 1, kind: 1 }, { modalityCode: '21K', lap: 1, kind: 1 }] };
const meta = { number: 9, description: 'Meta', distanceKm: null, laps: [{ modalityCode: '10K', lap: 1, kind: 2 }, { modalityCode: '21K', lap: 2, kind: 3 }] };

describe.each(testDatabases)('checkpoints set up by organizers on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  let base: string;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/manage/events',
      headers: { cookie: t.cookies.stranger },
      payload: { name: 'Medio Maratón de Tlalpan 2027', eventDate: '2027-03-14', startTime: '07:00' },
    });
    eventId = created.json().event.id;
    base = `/api/manage/events/${eventId}/checkpoints`;
    for (const [code, name] of [['10K', '10 km'], ['21K', 'Medio maratón']]) {
      const answer = await t.app.inject({ method: 'POST', url: `/api/manage/events/${eventId}/modalities`, headers: { cookie: t.cookies.stranger }, payload: modality(code!, name!) });
      if (answer.statusCode !== 201) throw new Error(answer.body);
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie: string | null = t.cookies.stranger) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const stored = async () => ({
    checkpoints: await t.db.selectFrom('checkpoints').select(['number', 'description', 'distanceKm', 'laps']).where('eventId', '=', eventId).orderBy('number').execute(),
    log: (await t.db.selectFrom('eventChanges').select('id').where('eventId', '=', eventId).execute()).length,
  });
  const lastChange = () => t.db.selectFrom('eventChanges').select(['action', 'changes']).where('eventId', '=', eventId).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('lists none at first, with the modalities a lap may name', async () => {
    const answer = await send('GET', base);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ checkpoints: [], modalities: [{ code: '10K', name: '10 km' }, { code: '21K', name: 'Medio maratón' }] });
  });

  it('adds checkpoints with their laps per modality, logs each one, and shows them on the event and to timing', async () => {
    const before = await stored();
    const created = await send('POST', base, km5);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().checkpoint).toEqual(km5);
    const finish = await send('POST', base, { ...meta, description: '  Meta  ' });
    expect(finish.json().checkpoint).toEqual(meta);
    const after = await stored();
    expect(after.log).toBe(before.log + 2);
    expect(after.checkpoints.map((c) => c.number)).toEqual([1, 9]);
    expect(await lastChange()).toMatchObject({ action: 'checkpoint', changes: { number: 9, before: null, after: meta } });
    expect((await send('GET', base)).json().checkpoints).toEqual([km5, meta]);
    const { event } = (await send('GET', `/api/events/${eventId}`)).json();
    expect(event.checkpoints).toEqual([km5, meta]);
  });

  it.each([
    ['a number of 0', { ...km5, number: 0 }, 'number', 'Escribe un número entero mayor que 0'],
    ['a number with decimals', { ...km5, number: 2.5 }, 'number', 'Escribe un número entero mayor que 0'],
    ['a number already in the event', { ...km5, description: 'Otro' }, 'number', 'Ya hay un punto de control con el número 1'],
    ['no description', { ...km5, number: 2, description: '   ' }, 'description', 'Campo requerido'],
    ['a negative distance', { ...km5, number: 2, distanceKm: -1 }, 'distanceKm', 'Escribe la distancia en km, de 0 en adelante (hasta 1000)'],
    ['lap 0', { ...km5, number: 2, laps: [{ modalityCode: '10K', lap: 0, kind: 1 }] }, 'laps.0.lap', 'Escribe una vuelta de 1 a 999'],
    ['lap 1000', { ...km5, number: 2, laps: [{ modalityCode: '10K', lap: 1000, kind: 1 }] }, 'laps.0.lap', 'Escribe una vuelta de 1 a 999'],
    ['an unknown kind', { ...km5, number: 2, laps: [{ modalityCode: '10K', lap: 1, kind: 4 }] }, 'laps.0.kind', 'Elige un tipo de la lista'],
    ['no modality', { ...km5, number: 2, laps: [{ modalityCode: '', lap: 1, kind: 1 }] }, 'laps.0.modalityCode', 'Elige una modalidad'],
    ['a modality the event does not have', { ...km5, number: 2, laps: [{ modalityCode: '42K', lap: 1, kind: 1 }] }, 'laps.0.modalityCode', 'La modalidad 42K no existe en el evento'],
    [
      'the same modality and lap twice',
      { ...km5, number: 2, laps: [{ modalityCode: '21K', lap: 1, kind: 1 }, { modalityCode: '10K', lap: 1, kind: 1 }, { modalityCode: '21K', lap: 1, kind: 2 }] },
      'laps.2.lap',
      'Esa modalidad ya tiene esta vuelta en el punto',
    ],
  ])('refuses %s with its Spanish message and saves nothing', async (_name, payload, field, message) => {
    const before = await stored();
    const answer = await send('POST', base, payload);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error.fields?.[field], answer.body).toBe(message);
    expect(await stored()).toEqual(before);
    const update = await send('PUT', `${base}/9`, { ...payload, number: payload.number === 1 ? 1 : payload.number === 2 ? 9 : payload.number });
    expect(update.statusCode, update.body).toBe(400);
    expect(update.json().error.fields?.[field], update.body).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it('changes a checkpoint, renumbers one timing has not read at, and removes one', async () => {
    const changed = await send('PUT', `${base}/9`, { ...meta, description: 'Meta Zócalo', distanceKm: 21.0975 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().checkpoint).toEqual({ ...meta, description: 'Meta Zócalo', distanceKm: 21.0975 });
    expect(await lastChange()).toMatchObject({ action: 'checkpoint', changes: { number: 9, before: meta, after: { description: 'Meta Zócalo' } } });

    const renumbered = await send('PUT', `${base}/9`, { ...meta, number: 99 });
    expect(renumbered.statusCode, renumbered.body).toBe(200);
    expect((await stored()).checkpoints.map((c) => c.number)).toEqual([1, 99]);
    const taken = await send('PUT', `${base}/99`, { ...meta, number: 1 });
    expect(taken.json().error.fields?.number, taken.body).toBe('Ya hay un punto de control con el número 1');

    const before = await stored();
    const removed = await send('DELETE', `${base}/99`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().checkpoints).toEqual([km5]);
    const after = await stored();
    expect(after.log).toBe(before.log + 1);
    expect(await lastChange()).toMatchObject({ action: 'checkpointRemoved', changes: { number: 99, after: null } });
    expect((await send('DELETE', `${base}/99`)).statusCode).toBe(404);
    expect((await send('PUT', `${base}/99`, meta)).statusCode).toBe(404);
  });

  it('keeps the number of a checkpoint timing read at, and does not remove it; its other fields still change', async () => {
    await t.db
      .insertInto('passings')
      .values({ eventId, bib: 7, controlCode: 1001, passedAt: new Date('2027-03-14T13:30:00.000Z'), readerId: 'km5', readId: 'r1', source: 'api', status: 'accepted', modalityCode: '10K' })
      .execute();
    const before = await stored();
    const renumbered = await send('PUT', `${base}/1`, { ...km5, number: 2 });
    expect(renumbered.statusCode).toBe(400);
    expect(renumbered.json().error.message).toBe('El punto 1 ya tiene lecturas de cronometraje: no se puede cambiar su número.');
    expect(renumbered.json().error.fields.number).toBe('El punto 1 ya tiene lecturas de cronometraje: no se puede cambiar su número.');
    const removed = await send('DELETE', `${base}/1`);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().error.message).toBe('El punto 1 ya tiene lecturas de cronometraje: no se puede quitar.');
    expect(await stored()).toEqual(before);
    const described = await send('PUT', `${base}/1`, { ...km5, description: 'KM 5 · Viaducto' });
    expect(described.statusCode, described.body).toBe(200);

    // A deleted reading does not hold it; a split in the results (an imported file) does.
    await t.db.updateTable('passings').set({ status: 'deleted' }).where('eventId', '=', eventId).execute();
    await t.db
      .insertInto('results')
      .values({
        eventId, modalityCode: '21K', bib: 8, name: 'Ana Ruiz', searchName: 'ana ruiz', branch: 'F', categoryCode: 'LIB', officialTimeMs: null, realTimeMs: null, arrivedAt: null,
        splits: JSON.stringify([{ controlCode: 1002, timeMs: 1_800_000 }]), startRecorded: true, deleted: false, dnf: false, dnfOverTime: false, dq: false, dns: false, rowType: null,
        flag: null, video: null, updatedAt: new Date(),
      })
      .execute();
    expect((await send('DELETE', `${base}/1`)).json().error?.message).toBe('El punto 1 ya tiene lecturas de cronometraje: no se puede quitar.');
    await t.db.deleteFrom('results').where('eventId', '=', eventId).execute();
    const free = await send('PUT', `${base}/1`, { ...km5, number: 3 });
    expect(free.statusCode, free.body).toBe(200);
    expect((await send('DELETE', `${base}/3`)).statusCode).toBe(200);
    expect((await stored()).checkpoints).toEqual([]);
  });

  it('lets any role of the event read and only the owner, organizer managers and admins change (others: 404, guests: 401)', async () => {
    expect((await send('GET', base, undefined, t.cookies.admin)).statusCode).toBe(200);
    expect((await send('POST', base, { ...km5, number: 5 }, t.cookies.admin)).statusCode).toBe(201);
    for (const cookie of [t.cookies.organizer, t.cookies.athlete]) {
      expect((await send('GET', base, undefined, cookie)).statusCode).toBe(404);
      expect((await send('POST', base, { ...km5, number: 6 }, cookie)).statusCode).toBe(404);
      expect((await send('PUT', `${base}/5`, km5, cookie)).statusCode).toBe(404);
      expect((await send('DELETE', `${base}/5`, undefined, cookie)).statusCode).toBe(404);
    }
    expect((await send('GET', base, undefined, null)).statusCode).toBe(401);
    expect((await send('DELETE', `${base}/abc`)).statusCode).toBe(400);
    expect((await stored()).checkpoints.map((c) => c.number)).toEqual([5]);
  });

  it('is where live timing reads once it exists; a reading taken there then holds its number', async () => {
    const live = await send('PATCH', `/api/events/${eventId}/status`, { status: 'live' });
    expect(live.statusCode, live.body).toBe(200);
    const read = (readId: string) => send('POST', `/api/manage/events/${eventId}/timing/manual`, { bib: 77, checkpoint: 4001, time: '2027-03-14T13:40:00.000Z', readId });
    const before = await read('antes');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().results[0]).toMatchObject({ outcome: 'refused', reason: 'El punto de control 4001 no existe en el evento.' });
    expect((await send('POST', base, { ...km5, number: 4, description: 'KM 12' })).statusCode).toBe(201);
    const after = await read('despues');
    expect(after.json().results[0].outcome, after.body).not.toBe('refused');
    const removed = await send('DELETE', `${base}/4`);
    expect(removed.json().error?.message, removed.body).toBe('El punto 4 ya tiene lecturas de cronometraje: no se puede quitar.');
  });
});
