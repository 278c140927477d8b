import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { multipartFile } from '../../../../test/multipart.ts';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../../../test/demo-app.ts';
import { testDatabases } from '../../../../test/test-app.ts';

const newEvent = { name: 'Carrera del Bosque de Tlalpan 2027', eventDate: '2027-03-14', startTime: '07:30', place: 'Bosque de Tlalpan', city: 'Ciudad de México' };

const settings = (overrides: Record<string, unknown> = {}) => ({
  ...newEvent,
  timeZone: 'America/Mexico_City',
  country: 'México',
  hasWebsite: false,
  gaId: '',
  facebookPixel: '',
  isTest: false,
  ...overrides,
});

describe.each(testDatabases)('event setup by organizers on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
  const eventCount = async () => Number((await t.db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('lets any signed-in account create a draft it owns, which the public does not see', async () => {
    const created = await call('POST', '/api/manage/events', t.cookies.stranger, newEvent);
    expect(created.statusCode, created.body).toBe(201);
    const { event } = created.json();
    eventId = event.id;
    expect(event).toMatchObject({ ...newEvent, status: 'draft', role: 'owner', timeZone: 'America/Mexico_City', country: 'México', isTest: false, gaId: null });

    const managed = (await call('GET', '/api/manage/events', t.cookies.stranger)).json().events;
    expect(managed.map((e: { id: number }) => e.id)).toContain(eventId);
    for (const status of ['registration', 'live', 'results']) {
      const list = (await call('GET', `/api/events?status=${status}&limit=100`)).json().events;
      expect(list.map((e: { id: number }) => e.id)).not.toContain(eventId);
    }
    expect((await call('GET', `/api/events/${eventId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/events/${eventId}`, t.cookies.athlete)).statusCode).toBe(404);
    expect((await call('GET', `/api/events/${eventId}/results`)).statusCode).toBe(404);
    const preview = await call('GET', `/api/events/${eventId}`, t.cookies.stranger);
    expect(preview.json().event).toMatchObject({ status: 'draft', canManage: true });
    expect((await call('POST', '/api/manage/events', undefined, newEvent)).statusCode).toBe(401);
  });

  it('refuses bad data with a Spanish message per field and creates nothing', async () => {
    const before = await eventCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...newEvent, name: '  ' }, 'name', 'Campo requerido'],
      [{ ...newEvent, eventDate: '2027-02-30' }, 'eventDate', 'Escribe una fecha válida'],
      [{ ...newEvent, startTime: '25:00' }, 'startTime', 'Escribe la hora como HH:MM (24 horas)'],
      [{ ...newEvent, timeZone: 'Marte/Olimpo' }, 'timeZone', 'Elige una zona horaria válida'],
      [{ ...newEvent, name: 'x'.repeat(121) }, 'name', 'El texto es demasiado largo'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await call('POST', '/api/manage/events', t.cookies.stranger, body);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().error.fields[field], field).toBe(message);
    }
    const badSettings = await call('PUT', `/api/manage/events/${eventId}`, t.cookies.stranger, settings({ gaId: 'ABC', facebookPixel: '12a' }));
    expect(badSettings.json().error.fields).toMatchObject({
      gaId: 'El ID de Google Analytics empieza con G- (o UA-)',
      facebookPixel: 'El pixel de Facebook es un número de 6 a 20 dígitos',
    });
    expect(await eventCount()).toBe(before);
  });

  it('saves the settings, logs who changed what, and logs nothing when nothing changed', async () => {
    const saved = await call('PUT', `/api/manage/events/${eventId}`, t.cookies.stranger, settings({ city: 'Tlalpan, CDMX', isTest: true, gaId: 'G-ABC123XYZ' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().changed.sort()).toEqual(['city', 'gaId', 'isTest']);
    expect(saved.json().event).toMatchObject({ city: 'Tlalpan, CDMX', isTest: true, gaId: 'G-ABC123XYZ' });
    const again = await call('PUT', `/api/manage/events/${eventId}`, t.cookies.stranger, settings({ city: 'Tlalpan, CDMX', isTest: true, gaId: 'G-ABC123XYZ' }));
    expect(again.json().changed).toEqual([]);
    const changes = await t.db.selectFrom('eventChanges').selectAll().where('eventId', '=', eventId).orderBy('id').execute();
    expect(changes.map((change) => change.action)).toEqual(['create', 'update']);
    expect(changes[1]!.changes).toMatchObject({ city: { before: 'Ciudad de México', after: 'Tlalpan, CDMX' }, isTest: { before: false, after: true } });
    expect(changes[1]!.userId).not.toBeNull();
  });

  it('stores an uploaded logo as a PNG of 512 px at most, logged; refuses what is not an image', async () => {
    const big = await sharp({ create: { width: 1600, height: 800, channels: 4, background: { r: 13, g: 59, b: 140, alpha: 0.5 } } }).png().toBuffer();
    const upload = (cookie: string | undefined, field = 'logo', data: Buffer = big) => {
      const { payload, headers } = multipartFile(field, 'logo.png', 'image/png', data);
      return t.app.inject({ method: 'POST', url: `/api/manage/events/${eventId}/logo`, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
    };
    const answer = await upload(t.cookies.stranger);
    expect(answer.statusCode, answer.body).toBe(200);
    const { logoUrl } = answer.json().event;
    expect(logoUrl).toMatch(/^\/files\/logos\/event-\d+-[0-9a-f]{12}\.png$/);
    const stored = await t.app.inject({ url: logoUrl });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'png', width: 512, height: 256, hasAlpha: true });
    const last = await t.db.selectFrom('eventChanges').selectAll().where('eventId', '=', eventId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toMatchObject({ action: 'logo', changes: { logoUrl: { before: null, after: logoUrl } } });

    const notImage = await upload(t.cookies.stranger, 'logo', Buffer.from('no soy una imagen'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error.message).toBe('El logo debe ser una imagen (JPG, PNG o WebP)');
    expect((await upload(t.cookies.athlete)).statusCode).toBe(404);
    expect((await upload(undefined)).statusCode).toBe(401);

    // A body the parser cannot read (cut short, or another boundary than the header says) is a 400, never a 500.
    const { payload } = multipartFile('logo', 'logo.png', 'image/png', big);
    for (const [body, boundary] of [[payload.subarray(0, 400), null], [payload, '----otra-frontera']] as const) {
      const contentType = boundary ? `multipart/form-data; boundary=${boundary}` : multipartFile('logo', 'logo.png', 'image/png', big).headers['content-type'];
      const broken = await t.app.inject({ method: 'POST', url: `/api/manage/events/${eventId}/logo`, payload: body, headers: { 'content-type': contentType, cookie: t.cookies.stranger } });
      expect([400], broken.body).toContain(broken.statusCode);
      expect(['No pudimos leer el archivo enviado; intenta subirlo de nuevo', 'El logo debe ser una imagen (JPG, PNG o WebP)']).toContain(broken.json().error.message);
    }
  });

  it('saves the call document the public page shows, refuses a block without a web address, and logs real changes only', async () => {
    const document = {
      title: 'Convocatoria Carrera del Bosque de Tlalpan 2027',
      blocks: [
        { kind: 'text', title: 'Presentación', text: 'Una carrera nocturna de 5 y 10 km.' },
        { kind: 'list', title: 'Horarios', items: ['Entrega de kits: viernes', 'Salida: 20:00'] },
        { kind: 'map', label: 'Bosque de Tlalpan', url: 'https://maps.google.com/?q=Bosque+de+Tlalpan' },
      ],
    };
    const url = `/api/manage/events/${eventId}/call-document`;
    const bad = await call('PUT', url, t.cookies.stranger, { blocks: [{ kind: 'link', label: 'Reglamento', url: 'javascript:alert(1)' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['blocks.0.url']).toBe('La dirección debe empezar con https://');
    const saved = await call('PUT', url, t.cookies.stranger, document);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().callDocument).toEqual(document);
    expect((await call('GET', url, t.cookies.stranger)).json().callDocument).toEqual(document);
    const logged = async () => (await t.db.selectFrom('eventChanges').select('action').where('eventId', '=', eventId).execute()).filter((row) => row.action === 'callDocument').length;
    expect(await logged()).toBe(1);
    await call('PUT', url, t.cookies.stranger, document);
    expect(await logged()).toBe(1);
    expect((await call('PUT', url, t.cookies.athlete, document)).statusCode).toBe(404);
    const owner = await call('GET', `/api/events/${eventId}`, t.cookies.stranger);
    expect(owner.json().event).toMatchObject({ hasCallDocument: true, callDocument: document });
  });

  it('publishes the draft by its status, logged, and then the public sees it with its test-mode flag', async () => {
    const published = await t.app.inject({ method: 'PATCH', url: `/api/events/${eventId}/status`, headers: { cookie: t.cookies.stranger }, payload: { status: 'registration' } });
    expect(published.statusCode, published.body).toBe(200);
    const detail = await call('GET', `/api/events/${eventId}`);
    expect(detail.statusCode).toBe(200);
    // Its results answer at once, though a moment ago (a draft) they were a 404 this instance remembered.
    expect((await call('GET', `/api/events/${eventId}/results`)).statusCode).toBe(200);
    expect(detail.json().event).toMatchObject({ status: 'registration', isTest: true, canManage: false });
    const last = await t.db.selectFrom('eventChanges').selectAll().where('eventId', '=', eventId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toMatchObject({ action: 'status', changes: { status: { before: 'draft', after: 'registration' } } });
  });

  it('gives the event a short path on the main host: unique, never one of the product, opened only once public', async () => {
    const save = (shortPath: string, cookie = t.cookies.stranger, id = eventId) =>
      call('PUT', `/api/manage/events/${id}`, cookie, settings({ isTest: true, shortPath }));
    for (const [path, message] of [
      ['resultados', 'Esa ruta es de Dorsal: elige otra'],
      ['Maratón CDMX', 'La ruta lleva de 3 a 40 minúsculas, números o guiones'],
      ['ab', 'La ruta lleva de 3 a 40 minúsculas, números o guiones'],
    ]) {
      const refused = await save(path!);
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().error.fields.shortPath).toBe(message);
    }
    const saved = await save('Tlalpan-2027');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().event.shortPath).toBe('tlalpan-2027');
    expect((await call('GET', '/api/events/by-path/tlalpan-2027')).json()).toEqual({ eventId });
    expect((await call('GET', '/api/events/by-path/nadie-2027')).statusCode).toBe(404);

    const monterrey = t.demo.events.monterrey!;
    const current = (await call('GET', `/api/manage/events/${monterrey}`, t.cookies.organizer)).json().event;
    const taken = await call('PUT', `/api/manage/events/${monterrey}`, t.cookies.organizer, { ...settings(), ...current, gaId: current.gaId ?? '', facebookPixel: current.facebookPixel ?? '', shortPath: 'tlalpan-2027' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.shortPath).toBe('Esa ruta ya la usa otro evento o sitio');
    const own = await call('PUT', `/api/manage/events/${monterrey}`, t.cookies.organizer, { ...settings(), ...current, gaId: current.gaId ?? '', facebookPixel: current.facebookPixel ?? '', shortPath: 'maratonmty' });
    expect(own.statusCode, own.body).toBe(200);
    expect(await call('GET', '/api/events/by-path/MaratonMTY').then((r) => r.json())).toEqual({ eventId: monterrey });
  });

  it('answers each role on the event as the policy says (role × route)', async () => {
    const athleteId = (await t.db.selectFrom('users').select('id').where('email', '=', 'atleta@dorsal.mx').executeTakeFirstOrThrow()).id;
    const routes = {
      read: () => `/api/manage/events/${eventId}`,
      save: () => `/api/manage/events/${eventId}`,
    };
    const expectations: [string, () => Promise<string | undefined>, { read: number; save: number }][] = [
      ['owner', async () => t.cookies.stranger, { read: 200, save: 200 }],
      ['admin', async () => t.cookies.admin, { read: 200, save: 200 }],
      ['staff of other events', async () => t.cookies.organizer, { read: 404, save: 404 }],
      ['athlete', async () => t.cookies.athlete, { read: 404, save: 404 }],
      ['anonymous', async () => undefined, { read: 401, save: 401 }],
    ];
    for (const role of ['organizerManager', 'clientManager', 'pointOfSale'] as const) {
      const allowed = role === 'organizerManager';
      expectations.push([
        role,
        async () => {
          await t.db.deleteFrom('eventStaff').where('eventId', '=', eventId).where('userId', '=', athleteId).execute();
          await t.db.insertInto('eventStaff').values({ eventId, userId: athleteId, role }).execute();
          return t.cookies.athlete;
        },
        { read: 200, save: allowed ? 200 : 404 },
      ]);
    }
    for (const [who, cookieFor, expected] of expectations) {
      const cookie = await cookieFor();
      expect((await call('GET', routes.read(), cookie)).statusCode, `${who} reads`).toBe(expected.read);
      expect((await call('PUT', routes.save(), cookie, settings({ city: `Guardado por ${who}` }))).statusCode, `${who} saves`).toBe(expected.save);
    }
    await t.db.deleteFrom('eventStaff').where('eventId', '=', eventId).where('userId', '=', athleteId).execute();
  });
});

describe.each(testDatabases)('duplicating an event on %s', (kind) => {
  let t: SignedInDemoApp;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('copies next year\'s edition with its dates moved, without registrants, results or places taken', async () => {
    const sourceId = t.demo.events.monterrey!;
    const source = await t.db.selectFrom('events').selectAll().where('id', '=', sourceId).executeTakeFirstOrThrow();
    const nextYear = `${Number(source.eventDate.slice(0, 4)) + 1}${source.eventDate.slice(4)}`;
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/manage/events/${sourceId}/duplicate`,
      headers: { cookie: t.cookies.organizer },
      payload: { name: `${source.name} (siguiente edición)`, eventDate: nextYear },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const copy = answer.json().event;
    expect(copy).toMatchObject({ status: 'draft', role: 'owner', eventDate: nextYear, place: source.place, city: source.city, shortPath: null });

    const modalitiesOf = (eventId: number) => t.db.selectFrom('modalities').selectAll().where('eventId', '=', eventId).orderBy('id').execute();
    const [before, after] = [await modalitiesOf(sourceId), await modalitiesOf(copy.id)];
    expect(after.map((m) => m.code)).toEqual(before.map((m) => m.code));
    const days = (Date.parse(`${nextYear}T00:00:00Z`) - Date.parse(`${source.eventDate}T00:00:00Z`)) / 86_400_000;
    expect(Date.parse(after[0]!.startWaves[0]!.startAt) - Date.parse(before[0]!.startWaves[0]!.startAt)).toBe(days * 86_400_000);
    const categoriesOf = async (modalityId: number) => (await t.db.selectFrom('categories').select(['branch', 'code']).where('modalityId', '=', modalityId).execute()).length;
    expect(await categoriesOf(after[0]!.id)).toBe(await categoriesOf(before[0]!.id));
    const counters = await t.db.selectFrom('modalityCounters').selectAll().where('eventId', '=', copy.id).execute();
    expect(counters.every((counter) => counter.taken === 0)).toBe(true);
    expect(await t.db.selectFrom('registrations').select('id').where('eventId', '=', copy.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('results').select('bib').where('eventId', '=', copy.id).execute()).toEqual([]);
    const codes = await t.db.selectFrom('discountCodes').select(['code', 'used']).where('eventId', '=', copy.id).orderBy('code').execute();
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => code.used === 0)).toBe(true);
    const staff = await t.db.selectFrom('eventStaff').select('role').where('eventId', '=', copy.id).execute();
    expect(staff).toEqual([{ role: 'owner' }]);
    expect((await t.app.inject({ url: `/api/events/${copy.id}` })).statusCode).toBe(404);

    for (const cookie of [t.cookies.athlete, t.cookies.stranger]) {
      const refused = await t.app.inject({ method: 'POST', url: `/api/manage/events/${sourceId}/duplicate`, headers: { cookie }, payload: { name: 'Copia', eventDate: nextYear } });
      expect(refused.statusCode).toBe(404);
    }
  });
});
