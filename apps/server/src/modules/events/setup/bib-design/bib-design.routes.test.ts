import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../../../test/demo-app.ts';
import { multipartFile } from '../../../../test/multipart.ts';
import { testDatabases } from '../../../../test/test-app.ts';
import { createRegistrationEvent, postRegistration, registrationBody } from '../../../registration/registration.fixtures.ts';

describe.each(testDatabases)("the event's digital bib design on %s", (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  let url: string;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = await createRegistrationEvent(t);
    await t.db.insertInto('eventStaff').values({ eventId, userId: t.demo.accounts['organizador@dorsal.mx']!, role: 'owner' }).execute();
    url = `/api/manage/events/${eventId}/bib-design`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'PUT' | 'DELETE', payload?: unknown, cookie: string | null = t.cookies.organizer) =>
    t.app.inject({ method, url: method === 'DELETE' ? `${url}/image` : url, headers: cookie ? { cookie } : {}, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  const upload = (data: Buffer, cookie: string | null = t.cookies.organizer, field = 'image') => {
    const { payload, headers } = multipartFile(field, 'fondo.png', 'image/png', data);
    return t.app.inject({ method: 'POST', url: `${url}/image`, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  };
  const preview = async (query = '') => (await t.app.inject({ url: `${url}/preview.png${query}`, headers: { cookie: t.cookies.organizer } })).rawPayload;
  const changes = async () => (await t.db.selectFrom('eventChanges').select('id').where('eventId', '=', eventId).where('action', '=', 'bibDesign').execute()).length;

  it('saves the text colour and the white back, logged once; a bad colour changes nothing', async () => {
    expect((await send('GET')).json()).toEqual({ bibDesign: { imageUrl: null, fontColor: null, whiteBack: false } });
    const saved = await send('PUT', { fontColor: '#1b1b3a', whiteBack: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().bibDesign).toEqual({ imageUrl: null, fontColor: '#1B1B3A', whiteBack: true });
    expect(await send('PUT', { fontColor: '#1B1B3A', whiteBack: true })).toMatchObject({ statusCode: 200 });
    expect(await changes()).toBe(1);
    const bad = await send('PUT', { fontColor: 'azul', whiteBack: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.fontColor).toBe('Escribe un color como #1B1B3A');
    expect((await send('GET')).json().bibDesign).toMatchObject({ fontColor: '#1B1B3A', whiteBack: true });
  });

  it("stores an uploaded background as a JPEG, draws the athletes' bibs over it and previews the look being edited", async () => {
    const before = (await postRegistration(t, eventId, registrationBody())).json().registration;
    const plainBib = (await t.app.inject({ url: before.bibImageUrl })).rawPayload;
    const background = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#0E7C66' } }).png().toBuffer();
    const uploaded = await upload(background);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { imageUrl } = uploaded.json().bibDesign;
    expect(imageUrl).toMatch(/^\/files\/bibs\/event-\d+-[0-9a-f]{12}\.jpg$/);
    expect(await sharp((await t.app.inject({ url: imageUrl })).rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 2050 });
    const redrawn = (await t.app.inject({ url: before.bibImageUrl })).rawPayload;
    expect(redrawn.equals(plainBib)).toBe(false); // bibs are drawn when asked for: the new design shows at once

    const saved = await preview();
    expect(await sharp(saved).metadata()).toMatchObject({ format: 'png', width: 1025, height: 820 });
    const { dominant } = await sharp(saved).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r); // the green background shows
    expect((await preview('?color=%23FF0000&whiteBack=false')).equals(saved)).toBe(false);
    expect((await preview('?color=%23FF0000&whiteBack=false')).equals(await preview('?color=%23FF0000&whiteBack=false'))).toBe(true);
    expect((await t.app.inject({ url: `${url}/preview.png?color=rojo`, headers: { cookie: t.cookies.organizer } })).statusCode).toBe(400);

    const notImage = await upload(Buffer.from('no soy una imagen'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error.message).toBe('La imagen debe ser JPG, PNG o WebP');
    const removed = await send('DELETE');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().bibDesign).toEqual({ imageUrl: null, fontColor: '#1B1B3A', whiteBack: true });
  });

  it('lets the event staff see it, only owners and organizers change it, and hides it from anyone else (404)', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000000' } }).png().toBuffer();
    for (const cookie of [t.cookies.athlete, t.cookies.stranger]) {
      expect((await send('GET', undefined, cookie)).statusCode).toBe(404);
      expect((await send('PUT', { fontColor: null, whiteBack: false }, cookie)).statusCode).toBe(404);
      expect((await upload(png, cookie)).statusCode).toBe(404);
      expect((await t.app.inject({ url: `${url}/preview.png`, headers: { cookie } })).statusCode).toBe(404);
    }
    expect((await send('GET', undefined, null)).statusCode).toBe(401);
    expect((await send('PUT', { fontColor: null, whiteBack: false }, t.cookies.admin)).statusCode).toBe(200);
  });
});
