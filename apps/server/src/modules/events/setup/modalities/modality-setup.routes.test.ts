import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../../../test/demo-app.ts';
import { testDatabases } from '../../../../test/test-app.ts';

const category = (branch: 'F' | 'M', code: string, name: string, minAge: number, maxAge: number, isOverall = false) => ({
  branch, code, name, minAge, maxAge, isOverall, winnersCount: 3, hidden: false, priceKey: 'precio_1',
});

const tenK = {
  code: '10K',
  name: '10 km',
  description: 'Ruta plana por Tlalpan',
  sortOrder: 1,
  hidden: false,
  waves: [{ name: 'Salida general', start: '2027-03-14T07:30', bibFrom: null, bibTo: null }],
  capacity: 300,
  firstBib: 1001,
  priceWindows: [
    { from: '2026-12-01', to: '2027-01-31', prices: { precio_1: 35000 } },
    { from: '2027-02-01', to: '2027-03-10', prices: { precio_1: 45000 } },
  ],
  categories: [
    category('F', 'ABS', 'Absolutos Femenil', 0, 200, true),
    category('F', 'LIB', 'Libre', 18, 39),
    category('M', 'ABS', 'Absolutos Varonil', 0, 200, true),
    category('M', 'LIB', 'Libre', 18, 39),
  ],
};

describe.each(testDatabases)('modalities set up by organizers on %s', (kind) => {
  let t: SignedInDemoApp;
  let base: string;
  let eventId: number;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/manage/events',
      headers: { cookie: t.cookies.stranger },
      payload: { name: 'Medio Maratón de Tlalpan 2027', eventDate: '2027-03-14', startTime: '07:00' },
    });
    eventId = created.json().event.id;
    base = `/api/manage/events/${eventId}/modalities`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie = t.cookies.stranger) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('adds a modality with its start in the event zone, places, first bib, price periods and categories', async () => {
    const created = await send('POST', base, tenK);
    expect(created.statusCode, created.body).toBe(201);
    const view = { ...tenK, hideEventFields: false, hideProducts: false, teamSize: 1, distanceKm: null, paceFloorMsPerKm: 150_000, isBackyard: false, taken: 0 }; // flags off and individual unless sent
    expect(created.json().modality).toEqual(view);
    const stored = await t.db.selectFrom('modalities').select('startWaves').where('eventId', '=', eventId).executeTakeFirstOrThrow();
    expect(stored.startWaves[0]!.startAt).toBe('2027-03-14T13:30:00.000Z');
    expect((await send('GET', base)).json().modalities).toEqual([view]);
    const again = await send('POST', base, tenK);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('Ya hay una modalidad con el código 10K');
  });

  it('refuses reversed ages, repeated codes, overlapping prices and a bad start with their messages, saving nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...tenK, categories: [category('F', 'LIB', 'Libre', 40, 18)] }, 'categories.0.maxAge', 'La edad mínima no puede ser mayor que la máxima'],
      [{ ...tenK, categories: [category('F', 'LIB', 'Libre', 18, 39), category('F', 'lib', 'Otra', 40, 49)] }, 'categories.1.code', 'Ese código ya está en esta rama'],
      [
        { ...tenK, priceWindows: [tenK.priceWindows[0], { ...tenK.priceWindows[1], from: '2027-01-15' }] },
        'priceWindows.1.from',
        'Los periodos de precio no deben traslaparse',
      ],
      [{ ...tenK, waves: [{ name: 'General', start: '2027-03-14 7:30' }] }, 'waves.0.start', 'Escribe la fecha y hora de salida'],
      [{ ...tenK, code: '10 K' }, 'code', 'El código lleva de 1 a 20 letras, números, - o _'],
      [{ ...tenK, teamSize: 6 }, 'teamSize', 'Escribe de 1 a 5 integrantes por equipo'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await send('PUT', `${base}/10K`, body);
      expect(answer.statusCode, field).toBe(400);
      expect(Object.entries(answer.json().error.fields ?? {}).some(([key, value]) => key.endsWith(field) && value === message), `${field}: ${answer.body}`).toBe(true);
    }
    expect((await send('GET', base)).json().modalities[0]).toEqual({ ...tenK, hideEventFields: false, hideProducts: false, teamSize: 1, distanceKm: null, paceFloorMsPerKm: 150_000, isBackyard: false, taken: 0 });
  });

  it('never lets the places go below those taken, and keeps the bibs already counted', async () => {
    const modality = await t.db.selectFrom('modalities').select('id').where('eventId', '=', eventId).where('code', '=', '10K').executeTakeFirstOrThrow();
    await t.db.updateTable('modalityCounters').set({ taken: 120, nextBib: 1121 }).where('modalityId', '=', modality.id).execute();
    const below = await send('PUT', `${base}/10K`, { ...tenK, capacity: 100 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.fields.capacity).toBe('El cupo no puede ser menor que los lugares ya tomados (120)');
    const raised = await send('PUT', `${base}/10K`, { ...tenK, capacity: 500, name: '10 km nocturnos' });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().modality).toMatchObject({ capacity: 500, taken: 120, firstBib: 1121, name: '10 km nocturnos' });
    const unlimited = await send('PUT', `${base}/10K`, { ...tenK, capacity: null });
    expect(unlimited.json().modality.capacity).toBeNull();
    const relay = await send('PUT', `${base}/10K`, { ...tenK, capacity: null, teamSize: 2 });
    expect(relay.statusCode).toBe(400);
    expect(relay.json().error.fields.teamSize).toBe('Ya hay 120 inscritos: los integrantes por equipo no pueden cambiar');
  });

  it('keeps the distance, the pace check and the backyard flag, and the other start waves when the start moves', async () => {
    const id = (await t.db.selectFrom('modalities').select('id').where('eventId', '=', eventId).where('code', '=', '10K').executeTakeFirstOrThrow()).id;
    const waves = [{ name: 'Élite', startAt: '2027-03-14T13:30:00.000Z' }, { name: 'Oleada 2', startAt: '2027-03-14T13:45:00.000Z' }];
    await t.db.updateTable('modalities').set({ startWaves: JSON.stringify(waves) }).where('id', '=', id).execute();
    expect((await send('GET', base)).json().modalities[0].waves).toEqual([
      { name: 'Élite', start: '2027-03-14T07:30', bibFrom: null, bibTo: null },
      { name: 'Oleada 2', start: '2027-03-14T07:45', bibFrom: null, bibTo: null },
    ]);
    const moved = [{ name: 'Élite', start: '2027-03-14T07:20' }, { name: 'Oleada 2', start: '2027-03-14T07:45' }];
    const saved = await send('PUT', `${base}/10K`, { ...tenK, capacity: null, waves: moved, distanceKm: 42.195, paceFloorMsPerKm: 165_000, isBackyard: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().modality).toMatchObject({ distanceKm: 42.195, paceFloorMsPerKm: 165_000, isBackyard: true, waves: moved });
    const stored = await t.db.selectFrom('modalities').select('startWaves').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.startWaves).toEqual([{ name: 'Élite', startAt: '2027-03-14T13:20:00.000Z' }, waves[1]]);
    for (const [body, field, message] of [
      [{ ...tenK, capacity: null, distanceKm: 0 }, 'distanceKm', 'Escribe la distancia en km, mayor que 0 (hasta 1000)'],
      [{ ...tenK, capacity: null, paceFloorMsPerKm: -1 }, 'paceFloorMsPerKm', 'Escribe el ritmo como min:seg, por ejemplo 2:30'],
    ] as const) {
      const refused = await send('PUT', `${base}/10K`, body);
      expect(refused.json().error.fields?.[field], refused.body).toBe(message);
    }
    await send('PUT', `${base}/10K`, { ...tenK, capacity: null });
  });

  describe('start waves', () => {
    const stored = async () => ({
      modality: await t.db.selectFrom('modalities').select(['name', 'startWaves']).where('eventId', '=', eventId).where('code', '=', '10K').executeTakeFirstOrThrow(),
      log: (await t.db.selectFrom('eventChanges').select('id').where('eventId', '=', eventId).execute()).length,
    });
    const twoWaves = [{ name: 'Élite', start: '2027-03-14T07:00' }, { name: 'General', start: '2027-03-14T07:15' }];

    it('saves several named waves in the event zone, the first being the start, with a row in the change log', async () => {
      const before = await stored();
      const saved = await send('PUT', `${base}/10K`, { ...tenK, capacity: null, waves: twoWaves });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().modality.waves).toEqual(twoWaves.map((wave) => ({ ...wave, bibFrom: null, bibTo: null })));
      const after = await stored();
      expect(after.modality.startWaves).toEqual([{ name: 'Élite', startAt: '2027-03-14T13:00:00.000Z' }, { name: 'General', startAt: '2027-03-14T13:15:00.000Z' }]);
      expect(after.log).toBe(before.log + 1);
      const change = await t.db.selectFrom('eventChanges').select(['action', 'changes']).where('eventId', '=', eventId).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(change.action).toBe('modality');
      expect(change.changes).toMatchObject({ code: '10K', after: { waves: twoWaves } });
      const { event } = (await t.app.inject({ url: `/api/events/${eventId}`, headers: { cookie: t.cookies.stranger } })).json();
      expect(event.modalities.find((m: { code: string }) => m.code === '10K').startWaves.map((w: { name: string }) => w.name)).toEqual(['Élite', 'General']);
    });

    it.each([
      ['no wave', [], 'waves', 'Agrega al menos una oleada de salida'],
      ['a wave without a name', [twoWaves[0], { name: '  ', start: '2027-03-14T07:15' }], 'waves.1.name', 'Campo requerido'],
      ['a repeated name (in other letters)', [twoWaves[0], { name: ' élite ', start: '2027-03-14T07:15' }], 'waves.1.name', 'Ya hay una oleada con ese nombre en esta modalidad'],
      ['a wave without a start', [twoWaves[0], { name: 'General', start: '' }], 'waves.1.start', 'Escribe la fecha y hora de salida'],
      ['an hour that does not exist', [twoWaves[0], { name: 'General', start: '2027-03-14T24:10' }], 'waves.1.start', 'Escribe la fecha y hora de salida'],
      ['a bib range with one end', [twoWaves[0], { ...twoWaves[1], bibFrom: 100, bibTo: null }], 'waves.1.bibTo', 'Escribe el primer y el último número del rango, o deja ambos vacíos'],
      ['a reversed bib range', [twoWaves[0], { ...twoWaves[1], bibFrom: 200, bibTo: 100 }], 'waves.1.bibTo', 'El último número debe ser mayor o igual al primero'],
      ['a bib that is not a whole number', [twoWaves[0], { ...twoWaves[1], bibFrom: 1.5, bibTo: 100 }], 'waves.1.bibFrom', 'Escribe un número de corredor entero, del 1 en adelante'],
      ['overlapping bib ranges', [{ ...twoWaves[0], bibFrom: 1, bibTo: 100 }, { ...twoWaves[1], bibFrom: 100, bibTo: 200 }], 'waves.1.bibFrom', 'Los números de «General» y «Élite» se traslapan'],
      ['more than 20 waves', Array.from({ length: 21 }, (_, index) => ({ name: `Oleada ${index + 1}`, start: '2027-03-14T07:00' })), 'waves', 'Una modalidad lleva como máximo 20 oleadas'],
    ])('refuses %s with its Spanish message and saves nothing', async (_name, waves, field, message) => {
      const before = await stored();
      const answer = await send('PUT', `${base}/10K`, { ...tenK, capacity: null, name: 'No se guarda', waves });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error.fields?.[field], answer.body).toBe(message);
      expect(await stored()).toEqual(before);
    });

    it('keeps the bibs that start in each wave, stored only where a range was given', async () => {
      const ranged = [twoWaves[0], { ...twoWaves[1], bibFrom: 1000, bibTo: 1999 }];
      const saved = await send('PUT', `${base}/10K`, { ...tenK, capacity: null, waves: ranged });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().modality.waves).toEqual([{ ...twoWaves[0], bibFrom: null, bibTo: null }, ranged[1]]);
      expect((await stored()).modality.startWaves).toEqual([
        { name: 'Élite', startAt: '2027-03-14T13:00:00.000Z' },
        { name: 'General', startAt: '2027-03-14T13:15:00.000Z', bibFrom: 1000, bibTo: 1999 },
      ]);
      const { event } = (await t.app.inject({ url: `/api/events/${eventId}`, headers: { cookie: t.cookies.stranger } })).json();
      expect(event.modalities.find((m: { code: string }) => m.code === '10K').startWaves[1]).toMatchObject({ bibFrom: 1000, bibTo: 1999 });
      expect((await send('PUT', `${base}/10K`, { ...tenK, capacity: null, waves: twoWaves })).statusCode).toBe(200);
    });

    it("once the modality has times, refuses moving or removing an existing wave (use 'Dar salida') but renames and adds waves", async () => {
      const gun = '2027-03-14T13:00:27.512Z'; // 'Dar salida' stamps the instant to the millisecond
      const started = await send('POST', `/api/manage/events/${eventId}/timing/start`, { modalityCode: '10K', startAt: gun });
      expect(started.statusCode, started.body).toBe(200);
      // Without times yet, saving the form as shown keeps the gun to the millisecond (the form shows minutes).
      const same = await send('PUT', `${base}/10K`, { ...tenK, capacity: null, waves: twoWaves });
      expect(same.statusCode, same.body).toBe(200);
      expect((await stored()).modality.startWaves[0]).toEqual({ name: 'Élite', startAt: gun });

      await t.db
        .insertInto('passings')
        .values({ eventId, bib: 1001, controlCode: 999_000, passedAt: new Date('2027-03-14T13:40:00.000Z'), readerId: 'meta-1', readId: 'r1', source: 'api', status: 'accepted', modalityCode: '10K' })
        .execute();
      const before = await stored();
      const moved = await send('PUT', `${base}/10K`, { ...tenK, capacity: null, waves: [{ ...twoWaves[0], start: '2027-03-14T07:05' }, twoWaves[1]] });
      expect(moved.statusCode, moved.body).toBe(400);
      expect(moved.json().error.message).toBe('La modalidad 10K ya tiene tiempos registrados: la salida de «Élite» no se cambia aquí. Usa «Dar salida» en Cronometraje en vivo.');
      expect(moved.json().error.fields['waves.0.start']).toBe(moved.json().error.message);
      const second = await send('PUT', `${base}/10K`, { ...tenK, capacity: null, waves: [twoWaves[0], { ...twoWaves[1], start: '2027-03-14T07:30' }] });
      expect(second.json().error.fields?.['waves.1.start'], second.body).toBe('La modalidad 10K ya tiene tiempos registrados: la salida de «General» no se cambia aquí. Usa «Dar salida» en Cronometraje en vivo.');
      const removed = await send('PUT', `${base}/10K`, { ...tenK, capacity: null, waves: [twoWaves[0]] });
      expect(removed.json().error.fields?.waves, removed.body).toBe('La modalidad 10K ya tiene tiempos registrados: sus oleadas no se pueden quitar. Puedes renombrarlas o agregar otras.');
      const ranged = await send('PUT', `${base}/10K`, { ...tenK, capacity: null, waves: [twoWaves[0], { ...twoWaves[1], bibFrom: 1, bibTo: 500 }] });
      expect(ranged.json().error?.fields?.['waves.1.bibFrom'], ranged.body).toBe(
        'La modalidad 10K ya tiene tiempos registrados: los números de «General» ya no se cambian, porque deciden desde qué salida cuenta el tiempo de cada atleta.',
      );
      expect(await stored()).toEqual(before);

      const renamed = [{ name: 'Élite varonil', start: '2027-03-14T07:00' }, { name: 'Populares', start: '2027-03-14T07:15' }, { name: 'Recreativa', start: '2027-03-14T07:45' }];
      const saved = await send('PUT', `${base}/10K`, { ...tenK, capacity: null, waves: renamed });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await stored()).modality.startWaves).toEqual([
        { name: 'Élite varonil', startAt: gun },
        { name: 'Populares', startAt: '2027-03-14T13:15:00.000Z' },
        { name: 'Recreativa', startAt: '2027-03-14T13:45:00.000Z' },
      ]);

      // Result rows with a split (an imported CSV) lock the starts as well; rows without times do not.
      await t.db.deleteFrom('passings').where('eventId', '=', eventId).execute();
      const row = { eventId, modalityCode: '10K', bib: 1002, name: 'Ana Ruiz', searchName: 'ana ruiz', branch: 'F' as const, categoryCode: 'LIB', officialTimeMs: null, realTimeMs: null, arrivedAt: null, startRecorded: true, deleted: false, dnf: false, dnfOverTime: false, dq: false, dns: false, rowType: null, flag: null, video: null, updatedAt: new Date() };
      await t.db.insertInto('results').values({ ...row, splits: JSON.stringify([{ controlCode: 1001, timeMs: 600_000 }]) }).execute();
      const imported = await send('PUT', `${base}/10K`, { ...tenK, capacity: null, waves: twoWaves });
      expect(imported.json().error?.fields?.waves, imported.body).toBe('La modalidad 10K ya tiene tiempos registrados: sus oleadas no se pueden quitar. Puedes renombrarlas o agregar otras.');
      await t.db.updateTable('results').set({ splits: JSON.stringify([]) }).where('eventId', '=', eventId).execute();
      const free = await send('PUT', `${base}/10K`, { ...tenK, capacity: null, waves: twoWaves });
      expect(free.statusCode, free.body).toBe(200);
      await t.db.deleteFrom('results').where('eventId', '=', eventId).execute();
    });
  });

  it('gives a category a special price: every period prices it, both branches agree, stored for registration', async () => {
    const students = { ...category('F', 'EST', 'Estudiantes', 18, 25), priceKey: 'precio_2' };
    const windows = tenK.priceWindows.map((window, index) => ({ ...window, prices: { ...window.prices, precio_2: 20_000 + index * 5_000 } }));
    const body = { ...tenK, capacity: null, priceWindows: windows, categories: [...tenK.categories, students, { ...students, branch: 'M' }] };
    const missing = await send('PUT', `${base}/10K`, { ...body, priceWindows: [windows[0], tenK.priceWindows[1]] });
    expect(missing.json().error.fields?.['priceWindows.1.prices.precio_2'], missing.body).toBe('Falta este precio en el periodo');
    const split = await send('PUT', `${base}/10K`, { ...body, categories: [...tenK.categories, students, { ...students, branch: 'M', priceKey: 'precio_1' }] });
    expect(split.json().error.fields?.['categories.5.priceKey'], split.body).toBe('Las categorías con el mismo código llevan el mismo precio en ambas ramas');
    const unknown = await send('PUT', `${base}/10K`, { ...body, categories: [{ ...students, priceKey: 'estudiante' }] });
    expect(unknown.json().error.fields?.['categories.0.priceKey'], unknown.body).toBe('Elige un precio de la lista');
    const saved = await send('PUT', `${base}/10K`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().modality.categories.filter((c: { code: string }) => c.code === 'EST').map((c: { priceKey: string }) => c.priceKey)).toEqual(['precio_2', 'precio_2']);
    expect(saved.json().modality.priceWindows).toEqual(windows);
    const stored = await t.db.selectFrom('modalityRegistrationSettings as s').innerJoin('modalities as m', 'm.id', 's.modalityId').select('s.categoryPriceKeys').where('m.eventId', '=', eventId).where('m.code', '=', '10K').executeTakeFirstOrThrow();
    expect(stored.categoryPriceKeys).toEqual({ EST: 'precio_2' });
    await send('PUT', `${base}/10K`, { ...tenK, capacity: null });
  });

  it('adds a relay: a team size of 2 to 5, offered with it to the wizard', async () => {
    const relay = { ...tenK, code: 'REL2', name: 'Relevo 2 × 5 km', capacity: 50, firstBib: 5001, teamSize: 2 };
    const created = await send('POST', base, relay);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().modality).toMatchObject({ code: 'REL2', teamSize: 2 });
    const stored = await t.db.selectFrom('modalities').select('teamSize').where('eventId', '=', eventId).where('code', '=', 'REL2').executeTakeFirstOrThrow();
    expect(stored.teamSize).toBe(2);
  });

  it('shows the modality and its categories on the public page once published', async () => {
    await t.app.inject({ method: 'PATCH', url: `/api/events/${eventId}/status`, headers: { cookie: t.cookies.stranger }, payload: { status: 'registration' } });
    const { event } = (await t.app.inject({ url: `/api/events/${eventId}` })).json();
    expect(event.modalities.map((m: { code: string }) => m.code)).toEqual(['10K', 'REL2']);
    expect(event.modalities[0].categories.map((c: { branch: string; code: string }) => `${c.branch}/${c.code}`)).toEqual(['F/ABS', 'F/LIB', 'M/ABS', 'M/LIB']);
    const options = await t.app.inject({ url: `/api/events/${eventId}/registration` });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().registration.modalities.map((m: { code: string; teamSize: number }) => [m.code, m.teamSize])).toEqual([['10K', 1], ['REL2', 2]]);
  });

  it("leaves the event's extra fields and the products out of a modality when told to", async () => {
    const products = { products: [{ code: 'playera', name: 'Playera', description: '', unitCents: 20_000, maxQuantity: 1, color: null, hideInPublic: false, modalityCodes: ['10K'], formFields: [] }] };
    expect((await send('PUT', `/api/manage/events/${eventId}/products`, products)).statusCode).toBe(200);
    const offered = async () => (await t.app.inject({ url: `/api/events/${eventId}/registration` })).json().registration.modalities[0];
    expect(await offered()).toMatchObject({ hideEventFields: false, products: [expect.objectContaining({ code: 'playera' })] });
    const saved = await send('PUT', `${base}/10K`, { ...tenK, hideEventFields: true, hideProducts: true });
    expect(saved.json().modality).toMatchObject({ hideEventFields: true, hideProducts: true });
    expect(await offered()).toMatchObject({ hideEventFields: true, products: [] });
  });

  it('lets only the owner, organizer managers and admins change modalities (others: 404)', async () => {
    for (const [cookie, status] of [[t.cookies.admin, 200], [t.cookies.organizer, 404], [t.cookies.athlete, 404]] as const) {
      expect((await send('PUT', `${base}/10K`, tenK, cookie)).statusCode).toBe(status);
      expect((await send('GET', base, undefined, cookie)).statusCode).toBe(status);
    }
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
    expect((await send('PUT', `${base}/21K`, { ...tenK, code: '21K' })).statusCode).toBe(404);
  });
});
