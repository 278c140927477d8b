import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import { registerErrorHandler } from '../../lib/error-handler.ts';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../test/demo-app.ts';
import { multipartFile } from '../../test/multipart.ts';
import { testDatabases } from '../../test/test-app.ts';
import { storeFinishVideoFile } from './finish-video-file.ts';
import { FORGET_UNSAVED_VIDEO_JOB, UNSAVED_VIDEO_GRACE_MS } from './finish-videos.module.ts';

/** The first bytes of a WebM (EBML header), enough for the format check; browsers need no more for these tests. */
const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]), Buffer.alloc(2000, 7)]);
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(2000, 3)]);

describe.each(testDatabases)('finish videos on %s', (kind) => {
  let t: SignedInDemoApp;
  let eventId: number;
  let manage: string;
  let arrival: { bib: number; arrivedAt: Date };
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.past!;
    manage = `/api/manage/events/${eventId}/finish-videos`;
    const row = await t.db
      .selectFrom('results')
      .select(['bib', 'arrivedAt'])
      .where('eventId', '=', eventId)
      .where('overallPosition', '=', 1)
      .where('arrivedAt', 'is not', null)
      .executeTakeFirstOrThrow();
    arrival = { bib: row.bib, arrivedAt: new Date(row.arrivedAt!) };
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie: string | null = t.cookies.organizer) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const upload = (data: Buffer, name = 'meta.webm', cookie: string | null = t.cookies.organizer, field = 'video') => {
    const { payload, headers } = multipartFile(field, name, 'video/webm', data);
    return t.app.inject({ method: 'POST', url: `${manage}/file`, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  };
  const logCount = async () => (await t.db.selectFrom('eventChanges').select('id').where('eventId', '=', eventId).where('action', '=', 'finishVideos').execute()).length;
  const detailVideo = async () => (await send('GET', `/api/events/${eventId}/results/${arrival.bib}`, undefined, null)).json().result.video;
  /** Seconds from 13:30Z (07:30 on the event's clock, where the demo video starts) to the arrival, less the 5 s lead. */
  const cuedFrom = (startUtc: string) => Math.floor((arrival.arrivedAt.getTime() - Date.parse(`${arrival.arrivedAt.toISOString().slice(0, 10)}T${startUtc}Z`)) / 1000) - 5;
  const youtube = { kind: 'youtube', youtube: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'Meta, cámara 2', startTime: '07:00', endTime: '12:00:00', hidden: false };

  it('keeps the imported video of the demo event, moved out of the timing settings onto the event clock', async () => {
    const list = await send('GET', manage);
    expect(list.statusCode).toBe(200);
    expect(list.json().videos).toEqual([
      { id: expect.any(Number), kind: 'youtube', youtubeId: 'M7lc1UVf-VE', fileUrl: null, title: 'Meta 10 km y 21 km', startTime: '07:30:00', endTime: '10:30:00', hidden: false },
    ]);
    const event = await t.db.selectFrom('events').select('timingConfig').where('id', '=', eventId).executeTakeFirstOrThrow();
    expect(event.timingConfig).not.toHaveProperty('videos');
    expect(await detailVideo()).toEqual({ kind: 'youtube', videoId: 'M7lc1UVf-VE', title: 'Meta 10 km y 21 km', startSeconds: cuedFrom('13:30:00') });
  });

  it('adds, saves and removes videos, each change logged once; hidden ones never reach an athlete', async () => {
    const [demo] = (await send('GET', manage)).json().videos;
    const before = await logCount();
    const created = await send('POST', manage, { ...youtube, hidden: true });
    expect(created.statusCode, created.body).toBe(201);
    const video = created.json().video;
    expect(video).toMatchObject({ kind: 'youtube', youtubeId: 'aqz-KE-bpKQ', startTime: '07:00:00', endTime: '12:00:00', hidden: true });
    expect(await logCount()).toBe(before + 1);

    // Hide the demo video: the other one covers the arrival but is hidden too, so no video at all.
    const hidDemo = await send('PUT', `${manage}/${demo.id}`, { kind: 'youtube', youtube: demo.youtubeId, title: demo.title, startTime: demo.startTime, endTime: demo.endTime, hidden: true });
    expect(hidDemo.statusCode, hidDemo.body).toBe(200);
    expect(await detailVideo()).toBeNull();

    const shown = await send('PUT', `${manage}/${video.id}`, { ...youtube, hidden: false });
    expect(shown.json().video.hidden).toBe(false);
    expect(await detailVideo()).toMatchObject({ kind: 'youtube', videoId: 'aqz-KE-bpKQ', startSeconds: cuedFrom('13:00:00') });
    const logged = await logCount();
    expect((await send('PUT', `${manage}/${video.id}`, { ...youtube, hidden: false })).statusCode).toBe(200);
    expect(await logCount()).toBe(logged); // nothing changed: nothing logged

    const removed = await send('DELETE', `${manage}/${video.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().videos.map((v: { id: number }) => v.id)).toEqual([demo.id]);
    expect(await logCount()).toBe(logged + 1);
    await send('PUT', `${manage}/${demo.id}`, { kind: 'youtube', youtube: demo.youtubeId, title: demo.title, startTime: demo.startTime, endTime: demo.endTime, hidden: false });
  });

  it('uploads a video file (streamed to storage, served with ranges) and cues it as a file', async () => {
    const uploaded = await upload(webm);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { fileUrl } = uploaded.json();
    expect(fileUrl).toMatch(new RegExp(`^/files/finish-videos/event-${eventId}-[0-9a-f]{16}\\.webm$`));
    const served = await t.app.inject({ url: fileUrl, headers: { range: 'bytes=0-3' } });
    expect(served.statusCode).toBe(206);
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.rawPayload.equals(webm.subarray(0, 4))).toBe(true);
    expect((await upload(mp4, 'meta.mp4')).json().fileUrl).toMatch(/\.mp4$/);

    // Before the demo video's window and over the arrival: the file video is chosen first (earlier start).
    const created = await send('POST', manage, { kind: 'file', fileUrl, startTime: '06:00', endTime: '11:00', title: '' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().video).toMatchObject({ kind: 'file', fileUrl, youtubeId: null });
    expect(await detailVideo()).toEqual({ kind: 'file', url: fileUrl, title: '', startSeconds: cuedFrom('12:00:00') });

    const removed = await send('DELETE', `${manage}/${created.json().video.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ url: fileUrl })).statusCode).toBe(404); // its file went with it
  });

  it('deletes an uploaded file a day later when no video was saved with it, and keeps a saved one', async () => {
    const unsaved = (await upload(webm)).json().fileUrl as string;
    const saved = (await upload(mp4, 'meta.mp4')).json().fileUrl as string;
    const created = await send('POST', manage, { kind: 'file', fileUrl: saved, startTime: '06:00', endTime: '07:00', title: 'Guardado' });
    expect(created.statusCode, created.body).toBe(201);
    const due = await t.db.selectFrom('jobs').select(['runAt', 'payload']).where('kind', '=', FORGET_UNSAVED_VIDEO_JOB).execute();
    const ours = due.filter((job) => [unsaved, saved].includes((job.payload as { fileUrl: string }).fileUrl));
    expect(ours).toHaveLength(2);
    for (const job of ours) expect(new Date(job.runAt).getTime()).toBeGreaterThan(Date.now() + UNSAVED_VIDEO_GRACE_MS - 60_000);

    await t.db.updateTable('jobs').set({ runAt: new Date(Date.now() - 1000) }).where('kind', '=', FORGET_UNSAVED_VIDEO_JOB).execute();
    await t.services.jobs.runDue();
    expect((await t.app.inject({ url: unsaved })).statusCode).toBe(404);
    expect((await t.app.inject({ url: saved, headers: { range: 'bytes=0-3' } })).statusCode).toBe(206);
    await send('DELETE', `${manage}/${created.json().video.id}`);
  });

  it.each([
    ['a YouTube text that is no video', { ...youtube, youtube: 'mi video' }, 'youtube', 'Escribe el enlace o el id de un video de YouTube'],
    ['a time that is not HH:MM', { ...youtube, startTime: '7 am' }, 'startTime', 'Escribe la hora como HH:MM o HH:MM:SS'],
    ['the same start and end', { ...youtube, startTime: '08:00', endTime: '08:00:00' }, 'endTime', 'La hora de fin debe ser distinta de la hora de inicio'],
    ['a file video without its file', { ...youtube, kind: 'file' }, 'fileUrl', 'Sube el archivo del video'],
    ['a file of another event or site', { ...youtube, kind: 'file', fileUrl: '/files/avatars/x.webm' }, 'fileUrl', 'Sube el archivo del video'],
    ['a title too long', { ...youtube, title: 'x'.repeat(121) }, 'title', 'Máximo 120 caracteres'],
  ])('refuses %s with its Spanish message and changes nothing', async (_name, payload, field, message) => {
    const before = await logCount();
    const response = await send('POST', manage, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await logCount()).toBe(before);
  });

  it('refuses a file that is not an MP4 or WebM, an unknown video, and more than 50 videos', async () => {
    const png = await upload(Buffer.from('\x89PNG\r\n\x1a\n0000000000000000'), 'foto.png');
    expect(png.statusCode).toBe(400);
    expect(png.json().error.message).toBe('El archivo debe ser un video MP4 o WebM');
    expect((await upload(webm, 'meta.webm', t.cookies.organizer, 'archivo')).json().error.message).toBe('El archivo debe ser un video MP4 o WebM');
    expect(fs.readdirSync(path.join(t.dataDir, 'files', 'finish-videos')).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    const missing = await send('PUT', `${manage}/999999`, youtube);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Ese video no existe');
    expect((await send('DELETE', `${manage}/999999`)).json().error.message).toBe('Ese video no existe');

    const count = (await send('GET', manage)).json().videos.length;
    await t.db
      .insertInto('finishVideos')
      .values(Array.from({ length: 50 - count }, () => ({ eventId, youtubeId: 'aqz-KE-bpKQ', startTime: '23:00:00', endTime: '23:10:00', hidden: true })))
      .execute();
    const tooMany = await send('POST', manage, youtube);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe('Un evento puede tener hasta 50 videos de meta');
    await t.db.deleteFrom('finishVideos').where('eventId', '=', eventId).where('startTime', '=', '23:00:00').execute();
  });

  it.each([
    ['admin', 200, 201],
    ['owner', 200, 201],
    ['organizerManager', 200, 201],
    ['clientManager', 200, 404],
    ['pointOfSale', 200, 404],
    ['athlete', 404, 404],
    ['stranger', 404, 404],
    ['guest', 401, 401],
  ] as const)('%s: lists %i, adds/saves/removes/uploads %i; a refusal changes nothing', async (caller, read, write) => {
    const athleteId = t.demo.accounts['atleta@dorsal.mx']!;
    await t.db.deleteFrom('eventStaff').where('eventId', '=', eventId).where('userId', '=', athleteId).execute();
    let cookie: string | null = caller === 'admin' ? t.cookies.admin : caller === 'owner' ? t.cookies.organizer : caller === 'stranger' ? t.cookies.stranger : caller === 'guest' ? null : t.cookies.athlete;
    if (caller === 'organizerManager' || caller === 'clientManager' || caller === 'pointOfSale') {
      await t.db.insertInto('eventStaff').values({ eventId, userId: athleteId, role: caller }).execute();
      cookie = t.cookies.athlete;
    }
    const [demo] = (await send('GET', manage)).json().videos;
    const before = await logCount();
    const rows = async () => (await t.db.selectFrom('finishVideos').select('id').where('eventId', '=', eventId).execute()).length;
    const rowsBefore = await rows();
    expect((await send('GET', manage, undefined, cookie)).statusCode).toBe(read);
    const created = await send('POST', manage, youtube, cookie);
    expect(created.statusCode).toBe(write);
    expect((await upload(webm, 'meta.webm', cookie)).statusCode).toBe(write);
    if (write === 201) {
      const id = created.json().video.id;
      expect((await send('PUT', `${manage}/${id}`, { ...youtube, title: 'Otra' }, cookie)).statusCode).toBe(200);
      expect((await send('DELETE', `${manage}/${id}`, undefined, cookie)).statusCode).toBe(200);
    } else {
      expect((await send('PUT', `${manage}/${demo.id}`, { ...youtube, title: 'Otra' }, cookie)).statusCode).toBe(write);
      expect((await send('DELETE', `${manage}/${demo.id}`, undefined, cookie)).statusCode).toBe(write);
      expect(await logCount()).toBe(before);
    }
    expect(await rows()).toBe(rowsBefore);
    await t.db.deleteFrom('eventStaff').where('eventId', '=', eventId).where('userId', '=', athleteId).execute();
  });
});

describe('a finish video file over the limit', () => {
  it('is refused with its Spanish message and leaves no file behind', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-videos-'));
    const app = Fastify();
    registerErrorHandler(app);
    await app.register(multipart);
    const storage = createLocalStorage(root);
    app.post('/upload', async (request) => ({ fileUrl: await storeFinishVideoFile(request, storage, 7, 1000) }));
    try {
      const fits = multipartFile('video', 'a.webm', 'video/webm', webm.subarray(0, 1000));
      expect((await app.inject({ method: 'POST', url: '/upload', ...fits })).json().fileUrl).toMatch(/^\/files\/finish-videos\/event-7-/);
      const big = multipartFile('video', 'b.webm', 'video/webm', webm.subarray(0, 1001));
      const refused = await app.inject({ method: 'POST', url: '/upload', ...big });
      expect(refused.statusCode).toBe(413);
      expect(refused.json().error.message).toBe('El video no debe pesar más de 1 GB');
      expect(fs.readdirSync(path.join(root, 'finish-videos'))).toHaveLength(1);
    } finally {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
