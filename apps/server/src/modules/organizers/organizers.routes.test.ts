import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { multipartFile } from '../../test/multipart.ts';
import { signUpBody } from '../../test/fixtures.ts';
import { cookieHeader, testDatabases } from '../../test/test-app.ts';

const newEvent = { name: 'Carrera del Organizador 2027', eventDate: '2027-05-09', startTime: '07:00' };

describe.each(testDatabases)('organizers on %s', (kind) => {
  let t: SignedInDemoApp;
  let demoOrganizer: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | undefined, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  const organizerRow = (id: number) => t.db.selectFrom('organizers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    const mine = await call('GET', '/api/manage/organizers', t.cookies.organizer);
    demoOrganizer = mine.json().organizers[0].id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('the demo organizer holds the demo events; its owner sees it with its events counted, others do not', async () => {
    const mine = (await call('GET', '/api/manage/organizers', t.cookies.organizer)).json().organizers;
    expect(mine).toEqual([expect.objectContaining({ name: 'Corre México Eventos', role: 'owner', color: '#f26b1d' })]);
    expect(mine[0].eventCount).toBeGreaterThan(3);
    expect((await call('GET', '/api/manage/organizers', t.cookies.stranger)).json().organizers).toEqual([]);
    expect((await call('GET', `/api/manage/organizers/${demoOrganizer}`, t.cookies.stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/manage/organizers/${demoOrganizer}`, undefined)).statusCode).toBe(401);
    const all = (await call('GET', '/api/manage/organizers', t.cookies.admin)).json().organizers;
    expect(all).toEqual(expect.arrayContaining([expect.objectContaining({ id: demoOrganizer, role: 'admin' })]));
  });

  it('saves name, colour and privacy link with an audit row; bad values are refused in Spanish and change nothing', async () => {
    const before = await organizerRow(demoOrganizer);
    const bad = await call('PUT', `/api/manage/organizers/${demoOrganizer}`, t.cookies.organizer, { name: ' ', color: 'naranja', privacyLink: 'aviso' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ name: 'Campo requerido', color: 'Escribe el color como #RRGGBB', privacyLink: 'Escribe una dirección web completa (https://…)' });
    expect(await organizerRow(demoOrganizer)).toEqual(before);

    const saved = await call('PUT', `/api/manage/organizers/${demoOrganizer}`, t.cookies.organizer, { name: 'Corre México Eventos', color: '#0D3B8C', privacyLink: 'https://corremexico.example.mx/privacidad' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().organizer).toMatchObject({ color: '#0D3B8C', privacyLink: 'https://corremexico.example.mx/privacidad' });
    const log = await t.db.selectFrom('organizerChanges').selectAll().where('organizerId', '=', demoOrganizer).where('action', '=', 'update').execute();
    expect(log.at(-1)?.changes).toEqual({ color: { before: before.color, after: '#0D3B8C' }, privacyLink: { before: before.privacyLink, after: 'https://corremexico.example.mx/privacidad' } });
  });

  it("uses the organizer's colour and privacy notice in its events' registration", async () => {
    const eventId = t.demo.events.monterrey!;
    await t.db.updateTable('events').set({ organizerColor: null, privacyLink: null }).where('id', '=', eventId).execute();
    await call('PUT', `/api/manage/organizers/${demoOrganizer}`, t.cookies.organizer, { name: 'Corre México Eventos', color: '#123456', privacyLink: 'https://corremexico.example.mx/aviso' });
    const config = await call('GET', `/api/events/${eventId}/registration`, undefined);
    expect(config.statusCode, config.body).toBe(200);
    expect(config.body).toContain('#123456');
    expect(config.body).toContain('https://corremexico.example.mx/aviso');
  });

  it('uploads a logo (resized PNG); a file that is not an image is refused', async () => {
    const big = await sharp({ create: { width: 1400, height: 700, channels: 3, background: '#f26b1d' } }).jpeg().toBuffer();
    const upload = multipartFile('logo', 'logo.jpg', 'image/jpeg', big);
    const saved = await t.app.inject({ method: 'POST', url: `/api/manage/organizers/${demoOrganizer}/logo`, headers: { ...upload.headers, cookie: t.cookies.organizer }, payload: upload.payload });
    expect(saved.statusCode, saved.body).toBe(200);
    const logoUrl: string = saved.json().organizer.logoUrl;
    const stored = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'png', width: 512, height: 256 });
    const text = multipartFile('logo', 'logo.png', 'image/png', Buffer.from('no soy una imagen'));
    const refused = await t.app.inject({ method: 'POST', url: `/api/manage/organizers/${demoOrganizer}/logo`, headers: { ...text.headers, cookie: t.cookies.organizer }, payload: text.payload });
    expect(refused.statusCode).toBe(400);
    expect((await organizerRow(demoOrganizer)).logoUrl).toBe(logoUrl);
  });

  it("its team runs every event of the organizer as organizer managers; only titulares change the team and one always stays", async () => {
    const eventId = t.demo.events.monterrey!;
    expect((await call('GET', `/api/manage/events/${eventId}`, t.cookies.athlete)).statusCode).toBe(404);
    const noAccount = await call('POST', `/api/manage/organizers/${demoOrganizer}/members`, t.cookies.organizer, { email: 'nadie@ejemplo.mx', role: 'manager' });
    expect(noAccount.json().error.fields.email).toBe('No hay una cuenta con ese correo: pídele que se registre en Dorsal primero.');
    const added = await call('POST', `/api/manage/organizers/${demoOrganizer}/members`, t.cookies.organizer, { email: 'ATLETA@dorsal.mx', role: 'manager' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().members).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'atleta@dorsal.mx', role: 'manager' })]));

    const settings = await call('GET', `/api/manage/events/${eventId}`, t.cookies.athlete);
    expect(settings.statusCode).toBe(200);
    expect(settings.json().event).toMatchObject({ role: 'organizerManager', organizer: { id: demoOrganizer, name: 'Corre México Eventos' } });
    expect((await call('GET', '/api/manage/events', t.cookies.athlete)).json().events.map((e: { id: number }) => e.id)).toContain(eventId);
    expect((await call('POST', `/api/manage/events/${eventId}/owner`, t.cookies.athlete, { email: 'atleta@dorsal.mx' })).statusCode).toBe(404); // not the event's owner
    expect((await call('POST', `/api/manage/organizers/${demoOrganizer}/members`, t.cookies.athlete, { email: 'taquilla@dorsal.mx', role: 'manager' })).statusCode).toBe(404);

    const ownerId = t.demo.accounts['organizador@dorsal.mx']!;
    const lastOwner = await call('DELETE', `/api/manage/organizers/${demoOrganizer}/members/${ownerId}`, t.cookies.organizer);
    expect(lastOwner.json().error.message).toBe('El organizador necesita al menos un titular.');
    const demoted = await call('POST', `/api/manage/organizers/${demoOrganizer}/members`, t.cookies.organizer, { email: 'organizador@dorsal.mx', role: 'manager' });
    expect(demoted.statusCode).toBe(409);

    const athleteId = t.demo.accounts['atleta@dorsal.mx']!;
    const removed = await call('DELETE', `/api/manage/organizers/${demoOrganizer}/members/${athleteId}`, t.cookies.organizer);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/api/manage/events/${eventId}`, t.cookies.athlete)).statusCode).toBe(404);
  });

  it('a new event belongs to an organizer: the only one, a chosen one, a new one by name; never one the caller is not in', async () => {
    const signUp = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: signUpBody({ email: 'club@ejemplo.mx', firstNames: 'Lucía', lastNames: 'Pérez Gil' }) });
    const club = cookieHeader(signUp.headers['set-cookie']);
    const first = await call('POST', '/api/manage/events', club, newEvent);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().event.organizer).toMatchObject({ name: 'Lucía Pérez Gil' });
    const own = first.json().event.organizer.id;

    const foreign = await call('POST', '/api/manage/events', club, { ...newEvent, organizerId: demoOrganizer });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.organizerId).toBe('No puedes crear eventos para ese organizador');

    const second = await call('POST', '/api/manage/events', club, { ...newEvent, organizerName: 'Club Corredores del Bajío' });
    expect(second.json().event.organizer).toMatchObject({ name: 'Club Corredores del Bajío' });
    const ambiguous = await call('POST', '/api/manage/events', club, newEvent);
    expect(ambiguous.json().error.fields.organizerId).toBe('Elige el organizador del evento');
    const chosen = await call('POST', '/api/manage/events', club, { ...newEvent, organizerId: own });
    expect(chosen.json().event.organizer.id).toBe(own);

    const byAdmin = await call('POST', '/api/manage/events', t.cookies.admin, { ...newEvent, organizerId: own });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().event.organizer.id).toBe(own);
    const events = (await call('GET', '/api/manage/events', club)).json().events;
    expect(events.filter((e: { organizerName: string | null }) => e.organizerName === 'Lucía Pérez Gil')).toHaveLength(3); // the admin's too: the organizer's team runs it
  });
});
