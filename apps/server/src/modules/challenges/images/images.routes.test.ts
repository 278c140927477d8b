import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { multipartFile } from '../../../test/multipart.ts';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { challengeCallers } from '../athlete/athlete.fixtures.ts';
import { account, insertChallenge, insertParticipant, solidJpeg, solidPng } from './images.fixtures.ts';

const NOT_ENDED = 'Evento en desarrollo, al finalizar el plazo definido puedes ingresar a descargar tu certificado oficial';

describe.each(testDatabases)('challenge images on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerMinute: 10_000 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const { send, message } = challengeCallers(() => t);
  const upload = (url: string, cookie: string, data: Buffer, type = 'image/png') => {
    const body = multipartFile('image', 'imagen.png', type, data);
    return t.app.inject({ method: 'POST', url, headers: { cookie, ...body.headers }, payload: body.payload });
  };
  const size = async (bytes: Buffer) => {
    const { width, height, format } = await sharp(bytes).metadata();
    return { width, height, format };
  };
  const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const storePhoto = async (name: string, bytes: Buffer) => {
    await t.services.storage.put(name, bytes, 'image/jpeg');
    return t.services.storage.publicUrl(name);
  };

  it('the organizer sets each image, its colours and positions; bad input is refused in Spanish and changes nothing', async () => {
    const owner = await account(t);
    const id = await insertChallenge(t.db, owner.userId);
    const first = await send('GET', `/api/challenges/${id}/images`, owner.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().images).toMatchObject({
      certificate: { imageUrl: null, fontColor: '#000000', position: 1, positionVertical: 1, whiteBack: false, title: 'Certificado de Participación' },
      raceNumber: { imageUrl: null, fontColor: '#000000', whiteBack: false },
      medal: { imageUrl: null, showTime: false, textHorizontal: 1, textVertical: 1 },
      frameImageUrl: null,
      challenge: { name: 'Reto Guadalupe 10K', distanceKm: 10, dateLine: '30 de noviembre de 2026' },
    });

    const bad = await send('PUT', `/api/challenges/${id}/images/certificate`, owner.cookie, { whiteBack: true, fontColor: 'azul', position: 2.5, positionVertical: 1, title: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ fontColor: 'El color debe ser hexadecimal, por ejemplo #000000', position: 'La posición debe ser un número entre 0 y 2' });
    const decimals = await send('PUT', `/api/challenges/${id}/images/medal`, owner.cookie, { showTime: true, fontColor: '#ffffff', textHorizontal: 1.005, textVertical: 1 });
    expect([decimals.statusCode, message(decimals)]).toEqual([400, 'La posición debe ser un número entre 0 y 2']);
    expect((await send('GET', `/api/challenges/${id}/images`, owner.cookie)).json().images.medal.showTime).toBe(false);

    const big = await upload(`/api/challenges/${id}/images/certificate/image`, owner.cookie, await solidJpeg(3000, 2000), 'image/jpeg');
    expect(big.statusCode).toBe(200);
    const certificateUrl = big.json().images.certificate.imageUrl as string;
    expect(certificateUrl).toMatch(/^\/files\/challenges\//);
    const stored = await t.services.storage.read(t.services.storage.keyOf(certificateUrl) ?? '');
    expect(await size(stored ?? Buffer.alloc(0))).toEqual({ width: 1500, height: 1000, format: 'jpeg' });

    const saved = await send('PUT', `/api/challenges/${id}/images/certificate`, owner.cookie, { whiteBack: true, fontColor: '#0d3b8c', position: 0.25, positionVertical: 1.75, title: 'Certificado de Finalista' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().images.certificate).toEqual({ imageUrl: certificateUrl, whiteBack: true, fontColor: '#0D3B8C', position: 0.25, positionVertical: 1.75, title: 'Certificado de Finalista' });

    const medal = await upload(`/api/challenges/${id}/images/medal/image`, owner.cookie, await solidPng(600, 600));
    expect(medal.json().images.medal.imageUrl).toMatch(/\.png$/);
    const notImage = await upload(`/api/challenges/${id}/images/raceNumber/image`, owner.cookie, Buffer.from('GIF89a no es png'), 'image/gif');
    expect([notImage.statusCode, message(notImage)]).toEqual([400, 'El archivo debe ser una imagen PNG o JPG']);
    expect((await send('PUT', `/api/challenges/${id}/images/raceNumber`, owner.cookie, { whiteBack: true, fontColor: '#FF0000' })).json().images.raceNumber).toEqual({ imageUrl: null, whiteBack: true, fontColor: '#FF0000' });
    const frame = await upload(`/api/challenges/${id}/images/frame/image`, owner.cookie, await solidPng(800, 800));
    expect(frame.json().images.frameImageUrl).toMatch(/\.png$/);

    for (const image of ['certificate', 'raceNumber', 'medal'] as const) {
      const preview = await send('GET', `/api/challenges/${id}/images/${image}/preview.jpg`, owner.cookie);
      expect(preview.headers['content-type']).toBe('image/jpeg');
      expect(await size(preview.rawPayload)).toEqual({ certificate: { width: 1025, height: 820, format: 'jpeg' }, raceNumber: { width: 1025, height: 820, format: 'jpeg' }, medal: { width: 820, height: 820, format: 'jpeg' } }[image]);
    }

    const removed = await send('DELETE', `/api/challenges/${id}/images/certificate/image`, owner.cookie);
    expect(removed.json().images.certificate).toMatchObject({ imageUrl: null, fontColor: '#0D3B8C', title: 'Certificado de Finalista' });
    const preview = await send('GET', `/api/challenges/${id}/images/certificate/preview.jpg`, owner.cookie);
    expect(await size(preview.rawPayload)).toEqual({ width: 1061, height: 820, format: 'jpeg' });
  });

  it('only the challenge staff and the admin change or preview the images', async () => {
    const owner = await account(t);
    const outsider = await account(t);
    const admin = await account(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
    const id = await insertChallenge(t.db, owner.userId);
    const body = { whiteBack: false, fontColor: '#000000', position: 1, positionVertical: 1, title: 'Certificado' };
    const routes: Array<[string, () => Promise<{ statusCode: number }>, (cookie: string) => Promise<{ statusCode: number }>]> = [
      ['get', () => send('GET', `/api/challenges/${id}/images`), (c) => send('GET', `/api/challenges/${id}/images`, c)],
      ['save', () => send('PUT', `/api/challenges/${id}/images/certificate`, undefined, body), (c) => send('PUT', `/api/challenges/${id}/images/certificate`, c, body)],
      ['upload', () => t.app.inject({ method: 'POST', url: `/api/challenges/${id}/images/medal/image` }), async (c) => upload(`/api/challenges/${id}/images/medal/image`, c, await solidPng(50, 50))],
      ['remove', () => send('DELETE', `/api/challenges/${id}/images/medal/image`), (c) => send('DELETE', `/api/challenges/${id}/images/medal/image`, c)],
      ['preview', () => send('GET', `/api/challenges/${id}/images/medal/preview.jpg`), (c) => send('GET', `/api/challenges/${id}/images/medal/preview.jpg`, c)],
    ];
    for (const [name, anonymous, as] of routes) {
      expect([name, (await anonymous()).statusCode]).toEqual([name, 401]);
      expect([name, (await as(outsider.cookie)).statusCode]).toEqual([name, 403]);
      expect([name, (await as(owner.cookie)).statusCode]).toEqual([name, 200]);
      expect([name, (await as(admin.cookie)).statusCode]).toEqual([name, 200]);
    }
    const missing = await send('GET', '/api/challenges/noexiste/images', owner.cookie);
    expect([missing.statusCode, message(missing)]).toEqual([404, 'El id del evento ingresado no existe']);
    expect((await t.db.selectFrom('challenges').select('medalConfig').where('id', '=', id).executeTakeFirstOrThrow()).medalConfig).toEqual({});
  });

  it('the certificate waits for the close (409 with the spec message), then comes as JPEG and letter-landscape PDF named after the athlete', async () => {
    const owner = await account(t);
    const athlete = await account(t);
    const id = await insertChallenge(t.db, owner.userId);
    await insertParticipant(t.db, id, athlete.userId, { finishSeconds: 3151, goalSeconds: 3300 });
    const open = await send('GET', `/api/challenges/${id}/participants/me/certificate.jpg`, athlete.cookie);
    expect([open.statusCode, message(open)]).toEqual([409, NOT_ENDED]);

    await t.db.updateTable('challenges').set({ ended: true }).where('id', '=', id).execute();
    const jpeg = await send('GET', `/api/challenges/${id}/participants/me/certificate.jpg`, athlete.cookie);
    expect(jpeg.statusCode).toBe(200);
    expect(isJpeg(jpeg.rawPayload)).toBe(true);
    expect(await size(jpeg.rawPayload)).toEqual({ width: 1061, height: 820, format: 'jpeg' });
    expect(jpeg.headers['content-disposition']).toBe(
      `attachment; filename="certificado-jose-angel-nunez-pena.jpg"; filename*=UTF-8''${encodeURIComponent('certificado-José-Ángel-Núñez-Peña.jpg')}`,
    );
    const again = await send('GET', `/api/challenges/${id}/participants/me/certificate.jpg`, athlete.cookie);
    expect(again.rawPayload.equals(jpeg.rawPayload)).toBe(true);

    const pdf = await send('GET', `/api/challenges/${id}/participants/${athlete.userId}/certificate.pdf`, athlete.cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 792 612]');
    const pdfAgain = await send('GET', `/api/challenges/${id}/participants/me/certificate.pdf`, athlete.cookie);
    expect(pdfAgain.rawPayload.equals(pdf.rawPayload)).toBe(true);
  });

  it('only the participant, the challenge staff and the admin download a participant\'s images', async () => {
    const owner = await account(t);
    const athlete = await account(t);
    const other = await account(t);
    const admin = await account(t);
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
    const id = await insertChallenge(t.db, owner.userId, { ended: true });
    await insertParticipant(t.db, id, athlete.userId, { finishSeconds: 3151 });
    await insertParticipant(t.db, id, other.userId, { raceNumber: 8 });
    const paths = ['certificate.jpg', 'race-number.jpg', 'medal.jpg', 'images'];
    for (const path of paths) {
      const url = `/api/challenges/${id}/participants/${athlete.userId}/${path}`;
      expect([path, (await send('GET', url)).statusCode]).toEqual([path, 401]);
      expect([path, (await send('GET', url, other.cookie)).statusCode]).toEqual([path, 403]);
      expect([path, (await send('GET', url, athlete.cookie)).statusCode]).toEqual([path, 200]);
      expect([path, (await send('GET', url, owner.cookie)).statusCode]).toEqual([path, 200]);
      expect([path, (await send('GET', url, admin.cookie)).statusCode]).toEqual([path, 200]);
    }
    const notIn = await send('GET', `/api/challenges/${id}/participants/me/medal.jpg`, owner.cookie);
    expect([notIn.statusCode, message(notIn)]).toEqual([404, 'No estás registrado en este reto']);
    const bib = await send('GET', `/api/challenges/${id}/participants/me/race-number.jpg`, athlete.cookie);
    expect(await size(bib.rawPayload)).toEqual({ width: 1025, height: 820, format: 'jpeg' });
  });

  it('draws the photo tools on the start and finish photos, refusing what is missing', async () => {
    const owner = await account(t);
    const athlete = await account(t);
    const id = await insertChallenge(t.db, owner.userId);
    const startPhotoUrl = await storePhoto(`challenge-photos/${id}-start.jpg`, await solidJpeg(500, 375));
    await insertParticipant(t.db, id, athlete.userId, { startPhotoUrl, goalSeconds: 3300 });
    const base = `/api/challenges/${id}/participants/me/photos`;
    const status = await send('GET', `/api/challenges/${id}/participants/me/images`, athlete.cookie);
    expect(status.json().status).toEqual({ athleteName: 'José Ángel Núñez Peña', ended: false, startPhotoUrl, finishPhotoUrl: null, goalTime: '00:55:00', finishTime: null });
    for (const tool of ['frame', 'goalTime', 'bib']) {
      const image = await send('GET', `${base}/startLine/${tool}.jpg`, athlete.cookie);
      expect([tool, image.statusCode]).toEqual([tool, 200]);
      expect(await size(image.rawPayload)).toEqual({ width: 1080, height: 810, format: 'jpeg' });
    }
    const named = await send('GET', `${base}/startLine/goalTime.jpg`, athlete.cookie);
    expect(named.headers['content-disposition']).toContain('filename="tiempo-objetivo-jose-angel-nunez-pena.jpg"');
    expect((await send('GET', `${base}/startLine/medal.jpg`, athlete.cookie)).statusCode).toBe(404);
    const noPhoto = await send('GET', `${base}/finishLine/frame.jpg`, athlete.cookie);
    expect([noPhoto.statusCode, message(noPhoto)]).toEqual([409, 'Primero sube tu foto']);

    const finishPhotoUrl = await storePhoto(`challenge-photos/${id}-finish.jpg`, await solidJpeg(400, 600, '#884422'));
    await t.db.updateTable('challengeParticipants').set({ finishPhotoUrl }).where('userId', '=', athlete.userId).execute();
    const noTime = await send('GET', `${base}/finishLine/officialTime.jpg`, athlete.cookie);
    expect([noTime.statusCode, message(noTime)]).toEqual([409, 'Primero registra tu tiempo final']);
    await t.db.updateTable('challengeParticipants').set({ finishSeconds: 3151 }).where('userId', '=', athlete.userId).execute();
    for (const tool of ['frame', 'officialTime', 'medal']) {
      const image = await send('GET', `${base}/finishLine/${tool}.jpg`, athlete.cookie);
      expect([tool, image.statusCode]).toEqual([tool, 200]);
      expect(await size(image.rawPayload)).toEqual({ width: 720, height: 1080, format: 'jpeg' });
    }
  });
});
