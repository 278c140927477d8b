import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoBox, messages, type PhotoConfig } from '@dorsal/core';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../../test/demo-app.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { testDatabases } from '../../../test/test-app.ts';
import { borderFrame, boundsOf, insertPhoto, solidImage } from './finding.fixtures.ts';

describe.each(testDatabases)('finding race photos on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  let bib: number;
  let arrivedAt: Date;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.past!;
    const row = await t.db.selectFrom('results').select(['bib', 'arrivedAt', 'splits']).where('eventId', '=', eventId).where('overallPosition', '=', 1).executeTakeFirstOrThrow();
    bib = row.bib;
    arrivedAt = new Date(row.arrivedAt!);
    const split = row.splits.find((s) => s.at);
    const at = (ms: number) => new Date(arrivedAt.getTime() + ms);
    const { storage } = t.services;
    ids.near = (await insertPhoto(t.db, storage, { eventId, point: 'meta', adjustedAt: at(150_000) })).id;
    ids.edge = (await insertPhoto(t.db, storage, { eventId, point: 'meta', adjustedAt: at(-200_000) })).id;
    ids.far = (await insertPhoto(t.db, storage, { eventId, point: 'meta', adjustedAt: at(201_000) })).id;
    ids.tagged = (await insertPhoto(t.db, storage, { eventId, point: '7', adjustedAt: null, bibs: [bib] })).id;
    ids.hidden = (await insertPhoto(t.db, storage, { eventId, point: 'meta', adjustedAt: at(0), visible: false })).id;
    ids.processing = (await insertPhoto(t.db, storage, { eventId, point: 'meta', adjustedAt: at(0), status: 'processing' })).id;
    if (split?.at) ids.checkpoint = (await insertPhoto(t.db, storage, { eventId, point: String(Math.floor(split.controlCode / 1000)), adjustedAt: new Date(Date.parse(split.at) - 100_000) })).id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const idsOf = (photos: { id: number }[]) => photos.map((photo) => photo.id).sort((a, b) => a - b);
  const expected = () => [ids.near!, ids.edge!, ids.tagged!, ...(ids.checkpoint ? [ids.checkpoint] : [])].sort((a, b) => a - b);

  it("answers an athlete's photos: tagged with the bib or ±200 s at the point; never hidden or unprocessed ones", async () => {
    const answer = await get(`/api/events/${eventId}/results/${bib}/photos`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(idsOf(answer.json().photos)).toEqual(expected());
    expect(answer.json()).toMatchObject({ total: expected().length, page: 1, pageSize: 100 });
    // the result's detail carries the same photos for the carousel
    const detail = await get(`/api/events/${eventId}/results/${bib}`);
    expect(detail.json().result.photos).toHaveLength(expected().length);
    expect(detail.json().result.photos[0]).toEqual({ url: expect.stringMatching(/^\/files\//), thumbUrl: expect.stringMatching(/^\/files\//) });
  });

  it('serves the public gallery by point, 100 a page, and 404 for a draft event', async () => {
    const answer = await get(`/api/events/${eventId}/photos`);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.point).toBe('meta');
    expect(body.points).toEqual(expect.arrayContaining([{ point: 'meta', label: 'Meta', count: 3 }, { point: '7', label: 'Punto 7', count: 1 }]));
    expect(idsOf(body.photos)).toEqual([ids.near, ids.edge, ids.far].sort((a, b) => a! - b!));
    expect((await get(`/api/events/${eventId}/photos?point=7&page=2`)).json()).toMatchObject({ photos: [], total: 1, page: 2 });
    expect((await get(`/api/events/${eventId}/photos?point=x`)).statusCode).toBe(400);
    await t.db.updateTable('events').set({ status: 'draft' }).where('id', '=', eventId).execute();
    try {
      const draft = await get(`/api/events/${eventId}/photos`);
      expect(draft.statusCode).toBe(404);
      expect(draft.json().error.message).toBe('Ese evento no existe');
    } finally {
      await t.db.updateTable('events').set({ status: 'results' }).where('id', '=', eventId).execute();
    }
  });

  it("lists 'Mis fotos' of a signed-in athlete by their confirmed registrations; a guest gets 401", async () => {
    expect((await get('/api/me/photos')).statusCode).toBe(401);
    expect((await get('/api/me/photos', t.cookies.athlete)).json()).toEqual({ events: [] });
    const template = await t.db.selectFrom('registrations').selectAll().where('state', '=', 'confirmed').limit(1).executeTakeFirstOrThrow();
    const { id: _id, searchName: _search, ...copy } = template;
    await t.db
      .insertInto('registrations')
      .values({ ...copy, publicKey: `${copy.publicKey}-fotos`, idempotencyKey: `${copy.idempotencyKey}-fotos`, eventId, bib, userId: t.demo.accounts['atleta@dorsal.mx']!, formValues: JSON.stringify(copy.formValues), teamMembers: JSON.stringify(copy.teamMembers) })
      .execute();
    const mine = (await get('/api/me/photos', t.cookies.athlete)).json();
    expect(mine.events).toHaveLength(1);
    expect(mine.events[0]).toMatchObject({ eventId, bib, total: expected().length });
    expect(idsOf(mine.events[0].photos)).toEqual(expected());
  });

  it('keeps the configuration: uploads keep PNG transparency, frames must be PNG, bad values get Spanish messages', async () => {
    const cookie = t.cookies.organizer;
    const upload = (kind: 'logo' | 'frame', data: Buffer, type = 'image/png') =>
      t.app.inject({ method: 'POST', url: `/api/manage/events/${eventId}/photo-config/${kind}`, ...((({ payload, headers }) => ({ payload, headers: { ...headers, cookie } }))(multipartFile('file', 'x.png', type, data))) });
    const logo = await upload('logo', await solidImage(100, 50, '#FF0000'));
    expect(logo.statusCode, logo.body).toBe(201);
    expect(logo.json()).toMatchObject({ width: 100, height: 50, url: expect.stringMatching(/\.png$/) });
    const frame = await upload('frame', await borderFrame(200, 200, '#00FF00', 10));
    expect(frame.statusCode, frame.body).toBe(201);
    const stored = await t.services.storage.read(t.services.storage.keyOf(frame.json().url)!);
    const { default: sharp } = await import('sharp');
    expect((await sharp(stored!).metadata()).hasAlpha).toBe(true);
    const jpegFrame = await upload('frame', await solidImage(50, 50, '#00FF00', 'jpeg'), 'image/jpeg');
    expect(jpegFrame.statusCode).toBe(400);
    expect(jpegFrame.json().error.message).toBe('El marco debe ser una imagen PNG (con transparencia)');

    const config: PhotoConfig = {
      logos: [{ url: logo.json().url, width: 0.25, margin: 15, corner: 4, code: 'L1', description: 'Patrocinador' }],
      frames: [{ code: 'M1', description: 'Marco verde', url: frame.json().url, type: 1 }],
    };
    const bad = await t.app.inject({ method: 'PUT', url: `/api/manage/events/${eventId}/photo-config`, headers: { cookie }, payload: { ...config, logos: [{ ...config.logos[0], corner: 5 }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['logos.0.corner']).toBe('Elige una esquina del 1 al 4');
    const saved = await t.app.inject({ method: 'PUT', url: `/api/manage/events/${eventId}/photo-config`, headers: { cookie }, payload: config });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(`/api/events/${eventId}/photo-config`)).json()).toEqual({ config });
    const logged = await t.db.selectFrom('eventChanges').select('id').where('eventId', '=', eventId).where('action', '=', 'photoConfig').execute();
    expect(logged).toHaveLength(1);
  });

  it("renders the edit (rotate, crop, frame) with the logo exactly in core's box", async () => {
    const render = (body: unknown, photoId = ids.near!) => t.app.inject({ method: 'POST', url: `/api/events/${eventId}/photos/${photoId}/render`, payload: body as Record<string, unknown> });
    // 400 × 300 rotated a quarter turn is 300 × 400; a square crop of it is 300 × 300.
    const answer = await render({ rotation: 90, crop: { left: 0, top: 50, width: 300, height: 300 }, frameCode: 'M1' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    const jpeg = answer.rawPayload;
    const box = logoBox({ width: 300, height: 300 }, { width: 100, height: 50 }, { width: 0.25, margin: 15, corner: 4 });
    expect(box).toEqual({ left: 210, top: 247, width: 75, height: 38 });
    const red = await boundsOf(jpeg, '#FF0000');
    expect(red).toEqual({ ...box, image: { width: 300, height: 300 } });
    const green = await boundsOf(jpeg, '#00FF00');
    expect(green).toMatchObject({ left: 0, top: 0, width: 300, height: 300 }); // the frame's border all round

    expect((await render({ rotation: 0, crop: null, frameCode: 'nope' })).json().error.message).toBe('Ese marco no existe en este evento');
    expect((await render({ rotation: 45, crop: null, frameCode: null })).statusCode).toBe(400);
    expect((await render({ rotation: 0, crop: null, frameCode: null }, ids.hidden)).statusCode).toBe(404);
  });

  it('limits renders per client (PHOTO_RENDERS_PER_MINUTE, 20 by default): the next one is 429 with the Spanish message', async () => {
    const render = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: `/api/events/${eventId}/photos/${ids.near}/render`, remoteAddress, payload: { rotation: 45, crop: null, frameCode: null } });
    for (let i = 0; i < t.config.photoRendersPerMinute; i += 1) expect((await render('10.9.9.9')).statusCode).toBe(400);
    const refused = await render('10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(messages.common.tooManyRequests);
    expect((await render('10.9.9.10')).statusCode).toBe(400);
  });
});
