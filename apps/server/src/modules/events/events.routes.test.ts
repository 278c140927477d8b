import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { testDatabases } from '../../test/test-app.ts';

describe.each(testDatabases)('events API on %s', (kind) => {
  let t: SignedInDemoApp;
  let organizer: string;
  let admin: string;
  let stranger: string;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    ({ organizer, admin, stranger } = t.cookies);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('lists upcoming events oldest first and past events newest first, 20 at a time', async () => {
    const upcoming = (await get('/api/events?status=registration')).json();
    expect(upcoming.events.map((e: { date: string }) => e.date)).toEqual(['2027-02-21', '2027-03-14']);
    const past = (await get('/api/events?status=results')).json();
    expect(past.total).toBe(3);
    expect(past.events.map((e: { date: string }) => e.date)).toEqual(['2026-10-18', '2026-09-12', '2025-12-07']);
    const page = (await get('/api/events?status=results&offset=1&limit=1')).json();
    expect(page.events).toHaveLength(1);
    expect(page.events[0].date).toBe('2026-09-12');
    expect((await get('/api/events?status=live')).json().events[0].name).toBe('Trail Nevado de Toluca 2026');
  });

  it('refuses a bad status or page in Spanish', async () => {
    const response = await get('/api/events?status=archivado');
    expect(response.statusCode).toBe(400);
    expect((await get('/api/events?limit=500')).statusCode).toBe(400);
  });

  it('describes an event with modalities, categories, checkpoints and its call document', async () => {
    const response = await get(`/api/events/${t.demo.events.past}`);
    expect(response.statusCode).toBe(200);
    const { event } = response.json();
    expect(event).toMatchObject({ name: 'Carrera Bosque de Chapultepec 2026', status: 'results', hasCallDocument: true, canManage: false });
    expect(event.modalities.map((m: { code: string }) => m.code)).toEqual(['5K', '10K', '21K']);
    expect(event.modalities[0].categories).toContainEqual(expect.objectContaining({ code: 'ABS', branch: 'F', isOverall: true, winnersCount: 3 }));
    expect(event.checkpoints.map((c: { description: string }) => c.description)).toEqual(['KM 2.5', 'KM 5', 'KM 10', 'KM 15']);
    expect(event.callDocument.blocks.length).toBeGreaterThan(2);
    expect(event.message).toMatch(/Gracias por correr/);
    expect(event.resultCounts).toEqual({ finishers: 195, total: 210 });
  });

  it('answers 404 for an event that does not exist', async () => {
    const response = await get('/api/events/99999');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBeTruthy();
  });

  it('tells staff and admins they manage the event, and nobody else', async () => {
    const url = `/api/events/${t.demo.events.past}`;
    expect((await get(url, organizer)).json().event.canManage).toBe(true);
    expect((await get(url, admin)).json().event.canManage).toBe(true);
    expect((await get(url, stranger)).json().event.canManage).toBe(false);
  });

  it('lists managed events: the organizer its own, an athlete none, the admin all', async () => {
    expect((await get('/api/manage/events', organizer)).json().events).toHaveLength(6);
    expect((await get('/api/manage/events', stranger)).json().events).toHaveLength(0);
    expect((await get('/api/manage/events', admin)).json().events.length).toBeGreaterThanOrEqual(6);
    expect((await get('/api/manage/events')).statusCode).toBe(401);
  });

  it('lets the organizer change the status and hides the event from anybody else', async () => {
    const url = `/api/events/${t.demo.events.live}/status`;
    const denied = await t.app.inject({ method: 'PATCH', url, headers: { cookie: stranger }, payload: { status: 'results' } });
    expect(denied.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'PATCH', url, headers: { cookie: organizer }, payload: { status: 'cerrado' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Estado inválido');
    expect((await get(`/api/events/${t.demo.events.live}`)).json().event.status).toBe('live');

    const changed = await t.app.inject({ method: 'PATCH', url, headers: { cookie: organizer }, payload: { status: 'results' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().event.status).toBe('results');
    const back = await t.app.inject({ method: 'PATCH', url, headers: { cookie: admin }, payload: { status: 'live' } });
    expect(back.json().event.status).toBe('live');
  });
});
