import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, photoUploadKey } from '@dorsal/core';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { testDatabases } from '../../test/test-app.ts';
import { jpegWithExif } from './photo-test-files.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64');

describe.each(testDatabases)('race photo uploads (tus) and processing on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  let base: string;
  let batchId: number;
  let bytesSent = 0;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.past!;
    base = `/api/manage/events/${eventId}/photos`;
    await t.db.updateTable('events').set({ timeZone: 'America/Mexico_City' }).where('id', '=', eventId).execute();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const tus = (method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: Buffer, cookie = t.cookies.organizer) => {
    if (payload) bytesSent += payload.length;
    return t.app.inject({ method, url, headers: { 'tus-resumable': '1.0.0', cookie, ...headers }, ...(payload ? { payload } : {}) });
  };
  const create = (fileName: string, size: number, key = photoUploadKey(batchId, { name: fileName, size, lastModified: 1 })) =>
    tus('POST', `${base}/uploads`, { 'upload-length': String(size), 'upload-metadata': `batchId ${b64(String(batchId))},uploadKey ${b64(key)},filename ${b64(fileName)}` });
  const patch = (location: string, offset: number, chunk: Buffer) => tus('PATCH', location, { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) }, chunk);
  async function upload(fileName: string, data: Buffer) {
    const created = await create(fileName, data.length);
    expect(created.statusCode, created.body).toBe(201);
    const done = await patch(created.headers.location as string, 0, data);
    expect(done.statusCode, done.body).toBe(204);
  }
  const photoOf = (fileName: string) => t.db.selectFrom('racePhotos').selectAll().where('eventId', '=', eventId).where('fileName', '=', fileName).executeTakeFirstOrThrow();

  it('opens a batch for a point with the camera offset; refuses an unknown checkpoint in Spanish', async () => {
    const bad = await t.app.inject({ method: 'POST', url: `${base}/batches`, headers: { cookie: t.cookies.organizer }, payload: { point: '99', cameraClockOffsetSeconds: 0, totalFiles: 2 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toBe('Elige la meta o un punto de control del evento');
    const badOffset = await t.app.inject({ method: 'POST', url: `${base}/batches`, headers: { cookie: t.cookies.organizer }, payload: { point: 'meta', cameraClockOffsetSeconds: 100_000, totalFiles: 2 } });
    expect(badOffset.statusCode).toBe(400);
    const created = await t.app.inject({ method: 'POST', url: `${base}/batches`, headers: { cookie: t.cookies.organizer }, payload: { point: 'meta', cameraClockOffsetSeconds: 30, totalFiles: 6 } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().batch).toMatchObject({ point: 'meta', cameraClockOffsetSeconds: 30, totalFiles: 6, counts: { pending: 0, ready: 0 } });
    batchId = created.json().batch.id;
  });

  it('a resumed file continues from the offset the server has: every byte is sent once, and a finished file is never taken twice', async () => {
    const data = await jpegWithExif({ width: 1200, height: 800, takenAt: '2026:11:01 08:15:30' });
    const created = await create('resumida.jpg', data.length);
    const location = created.headers.location as string;
    expect(location).toMatch(new RegExp(`^${base}/uploads/e${eventId}-[0-9a-f]{32}$`));
    bytesSent = 0;
    const half = Math.floor(data.length / 2);
    expect((await patch(location, 0, data.subarray(0, half))).headers['upload-offset']).toBe(String(half));
    // The page reloads: the client asks how much arrived, and sends only the rest.
    const head = await tus('HEAD', location, {});
    expect(head.headers['upload-offset']).toBe(String(half));
    expect((await patch(location, half, data.subarray(half))).statusCode).toBe(204);
    expect(bytesSent).toBe(data.length);
    // The finished upload leaves tus (its bytes are in the storage port now).
    expect([404, 410]).toContain((await tus('HEAD', location, {})).statusCode);

    // The batch is picked again: the finished file is in the batch's list and a new upload of it is refused.
    const batch = await t.app.inject({ url: `${base}/batches/${batchId}`, headers: { cookie: t.cookies.organizer } });
    expect(batch.json().files).toEqual([{ uploadKey: photoUploadKey(batchId, { name: 'resumida.jpg', size: data.length, lastModified: 1 }), fileName: 'resumida.jpg', status: 'pending', error: null }]);
    const again = await create('resumida.jpg', data.length);
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe('Ya estaba subida');
    expect(await t.db.selectFrom('racePhotos').select('id').where('fileName', '=', 'resumida.jpg').execute()).toHaveLength(1);
  });

  it('processes in the job queue: EXIF time in the event zone plus the offset, orientation fixed, 800 px and a thumbnail, the original kept', async () => {
    await upload('girada.jpg', await jpegWithExif({ width: 1600, height: 1200, takenAt: '2026:11:01 08:20:00', orientation: 6 }));
    await upload('con-zona.jpg', await jpegWithExif({ width: 640, height: 480, takenAt: '2026:11:01 09:00:00', offset: '-05:00' }));
    await upload('sin-exif.png', await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0E7C66' } }).png().toBuffer());
    expect((await photoOf('girada.jpg')).status).toBe('pending');
    await t.services.jobs.runDue();

    const resumed = await photoOf('resumida.jpg');
    expect(resumed.status).toBe('ready');
    // 08:15:30 in Mexico City (UTC−6 in November) is 14:15:30 UTC; the camera runs 30 s behind.
    expect(new Date(resumed.takenAt!).toISOString()).toBe('2026-11-01T14:15:30.000Z');
    expect(new Date(resumed.adjustedAt!).toISOString()).toBe('2026-11-01T14:16:00.000Z');
    expect([resumed.width, resumed.height]).toEqual([800, 533]);

    const rotated = await photoOf('girada.jpg');
    expect([rotated.width, rotated.height]).toEqual([600, 800]);
    const display = (await t.services.storage.read(t.services.storage.keyOf(rotated.displayUrl!)!))!;
    const displayMeta = await sharp(display).metadata();
    expect([displayMeta.width, displayMeta.height, displayMeta.format, displayMeta.orientation ?? 1]).toEqual([600, 800, 'jpeg', 1]);
    const thumb = await sharp((await t.services.storage.read(t.services.storage.keyOf(rotated.thumbUrl!)!))!).metadata();
    expect([thumb.width, thumb.height]).toEqual([240, 320]);
    const original = await t.services.storage.read(rotated.originalKey!);
    expect((await sharp(original!).metadata()).width).toBe(1600);

    expect(new Date((await photoOf('con-zona.jpg')).takenAt!).toISOString()).toBe('2026-11-01T14:00:00.000Z');
    const small = await photoOf('sin-exif.png');
    expect(small).toMatchObject({ status: 'ready', takenAt: null, adjustedAt: null, width: 300, height: 200 });
  });

  it('a non-image, a corrupt photo and an oversized file each get a Spanish reason; the rest of the batch goes on', async () => {
    await upload('notas.jpg', Buffer.from('esto no es una foto'));
    const jpeg = await jpegWithExif({ width: 800, height: 600, takenAt: '2026:11:01 08:30:00' });
    await upload('cortada.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 3)));
    const huge = await create('enorme.jpg', MAX_PHOTO_BYTES + 1);
    expect(huge.statusCode).toBe(413);
    expect(huge.body).toBe('La foto pesa más de 30 MB');
    await upload('buena.jpg', jpeg);
    await t.services.jobs.runDue();

    expect(await photoOf('notas.jpg')).toMatchObject({ status: 'failed', error: 'No es una imagen (sube fotos JPG, PNG, WebP, HEIC o TIFF)', originalKey: null });
    expect(await photoOf('cortada.jpg')).toMatchObject({ status: 'failed', error: 'El archivo está dañado o incompleto y no se puede leer como foto' });
    expect((await photoOf('buena.jpg')).status).toBe('ready');
    const batch = await t.app.inject({ url: `${base}/batches/${batchId}`, headers: { cookie: t.cookies.organizer } });
    expect(batch.json().batch.counts).toEqual({ pending: 0, processing: 0, ready: 5, failed: 2 });
    const list = await t.app.inject({ url: `${base}/batches`, headers: { cookie: t.cookies.organizer } });
    expect(list.json().batches[0].id).toBe(batchId);
  });

  it('refuses an upload to another event’s batch, and an upload id of another event', async () => {
    const other = t.demo.events.live ?? t.demo.events.upcoming!;
    const foreign = await tus('POST', `/api/manage/events/${other}/photos/uploads`, { 'upload-length': '10', 'upload-metadata': `batchId ${b64(String(batchId))},uploadKey ${b64('x')},filename ${b64('x.jpg')}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe('Ese lote no existe en este evento');
    const created = await create('ajena.jpg', 10);
    const id = (created.headers.location as string).split('/').pop();
    expect((await tus('HEAD', `/api/manage/events/${other}/photos/uploads/${id}`, {})).statusCode).toBe(404);
    expect((await tus('HEAD', created.headers.location as string, {}, undefined, t.cookies.stranger)).statusCode).toBe(404);
  });
});
