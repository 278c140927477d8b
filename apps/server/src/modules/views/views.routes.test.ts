import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultViewConfig } from '@dorsal/core';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { testDatabases } from '../../test/test-app.ts';

describe.each(testDatabases)('custom views on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  let manage: string;
  let bib: number;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.past!;
    manage = `/api/manage/events/${eventId}/views`;
    const row = await t.db.selectFrom('results').select(['bib']).where('eventId', '=', eventId).where('overallPosition', '=', 1).executeTakeFirstOrThrow();
    bib = row.bib;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie: string | null = t.cookies.organizer) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const logCount = async () => (await t.db.selectFrom('eventChanges').select('id').where('eventId', '=', eventId).where('action', '=', 'views').execute()).length;
  const view = defaultViewConfig('Meta');

  it('creates, lists, updates and deletes views, numbered 1, 2, … never reused; each change logged', async () => {
    const created = await send('POST', manage, view);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().view).toMatchObject({ viewIndex: 1, name: 'Meta' });
    const second = await send('POST', manage, { ...view, name: 'Tarjeta' });
    expect(second.json().view.viewIndex).toBe(2);
    expect((await send('GET', manage)).json().views.map((v: { viewIndex: number }) => v.viewIndex)).toEqual([1, 2]);

    const renamed = await send('PUT', `${manage}/2`, { ...view, name: 'Tarjeta final' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().view.name).toBe('Tarjeta final');
    const logged = await logCount();
    expect(logged).toBe(3);
    expect((await send('PUT', `${manage}/2`, { ...view, name: 'Tarjeta final' })).statusCode).toBe(200);
    expect(await logCount()).toBe(3); // unchanged: nothing logged

    const removed = await send('DELETE', `${manage}/2`);
    expect(removed.json().views.map((v: { viewIndex: number }) => v.viewIndex)).toEqual([1]);
    expect(await logCount()).toBe(4);
    expect((await send('GET', `/api/events/${eventId}/views/2`, undefined, null)).statusCode).toBe(404);
    expect((await send('POST', manage, view)).json().view.viewIndex).toBe(3);
    expect((await send('PUT', `${manage}/2`, view)).statusCode).toBe(404);
  });

  it('serves a view and the facts of a bib in public, as text', async () => {
    const answer = await send('GET', `/api/events/${eventId}/views/1`, undefined, null);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().view).toMatchObject({ viewIndex: 1, canvas: view.canvas, boxes: view.boxes });
    const noDistance = await send('GET', `/api/events/${eventId}/views/facts/${bib}`, undefined, null);
    expect(noDistance.json().facts.ritmo).toBe(''); // the demo modalities give no distance: no pace
    await t.db.updateTable('modalities').set({ distanceKm: 10 }).where('eventId', '=', eventId).execute();
    const facts = await send('GET', `/api/events/${eventId}/views/facts/${bib}`, undefined, null);
    expect(facts.statusCode, facts.body).toBe(200);
    expect(facts.json().facts).toMatchObject({ numero: String(bib), posicion: '1', evento: 'Carrera Bosque de Chapultepec 2026' });
    expect(facts.json().facts.tiempo).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(facts.json().facts.ritmo).toMatch(/^\d+:\d\d \/km$/);
    expect(facts.json().facts.nombre).not.toBe('');
  });

  it('answers 404 with a Spanish message for an unknown bib, view or event, and for a draft', async () => {
    const noBib = await send('GET', `/api/events/${eventId}/views/facts/999999`, undefined, null);
    expect(noBib.statusCode).toBe(404);
    expect(noBib.json().error.message).toBe('No encontramos el número 999999 en los resultados de este evento');
    expect((await send('GET', `/api/events/${eventId}/views/9`, undefined, null)).json().error.message).toBe('Esa vista no existe');
    expect((await send('GET', `/api/events/999999/views/1`, undefined, null)).statusCode).toBe(404);
    await t.db.updateTable('events').set({ status: 'draft' }).where('id', '=', eventId).execute();
    try {
      expect((await send('GET', `/api/events/${eventId}/views/1`, undefined, null)).statusCode).toBe(404);
      expect((await send('GET', `/api/events/${eventId}/views/facts/${bib}`, undefined, null)).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('events').set({ status: 'results' }).where('id', '=', eventId).execute();
    }
  });

  it.each([
    ['a colour that is not #RRGGBB', { ...view, canvas: { ...view.canvas, color: 'blanco' } }, 'canvas.color', 'Escribe el color como #RRGGBB'],
    ['an image over plain http', { ...view, canvas: { ...view.canvas, backgroundImage: 'http://x.mx/a.png' } }, 'canvas.backgroundImage', 'Escribe una dirección web completa (https://…) o una ruta que empiece con /files/'],
    ['no name', { ...view, name: '' }, 'name', 'Escribe el nombre de la vista'],
  ])('refuses %s with its Spanish message', async (_name, payload, field, message) => {
    const before = await logCount();
    const response = await send('POST', manage, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await logCount()).toBe(before);
  });

  it.each([
    ['admin', 200, 201],
    ['organizerManager', 200, 201],
    ['clientManager', 200, 404],
    ['pointOfSale', 200, 404],
    ['athlete', 404, 404],
    ['stranger', 404, 404],
    ['guest', 401, 401],
  ] as const)('%s: lists %i, creates %i; a refusal changes nothing', async (caller, read, write) => {
    const athleteId = t.demo.accounts['atleta@dorsal.mx']!;
    await t.db.deleteFrom('eventStaff').where('eventId', '=', eventId).where('userId', '=', athleteId).execute();
    let cookie: string | null = caller === 'admin' ? t.cookies.admin : caller === 'stranger' ? t.cookies.stranger : caller === 'guest' ? null : t.cookies.athlete;
    if (caller === 'organizerManager' || caller === 'clientManager' || caller === 'pointOfSale') {
      await t.db.insertInto('eventStaff').values({ eventId, userId: athleteId, role: caller }).execute();
      cookie = t.cookies.athlete;
    }
    const before = await logCount();
    expect((await send('GET', manage, undefined, cookie)).statusCode).toBe(read);
    expect((await send('POST', manage, view, cookie)).statusCode).toBe(write);
    if (write !== 201) {
      expect((await send('PUT', `${manage}/1`, { ...view, name: 'Otra' }, cookie)).statusCode).toBe(write);
      expect((await send('DELETE', `${manage}/1`, undefined, cookie)).statusCode).toBe(write);
      expect(await logCount()).toBe(before);
    }
    await t.db.deleteFrom('eventStaff').where('eventId', '=', eventId).where('userId', '=', athleteId).execute();
  });
});
