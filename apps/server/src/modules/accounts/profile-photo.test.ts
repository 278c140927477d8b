import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { messages } from '@dorsal/core';
import { cookieHeader, createTestApp, testDatabases, type TestApp } from '../../test/test-app.ts';
import { signUpBody } from '../../test/fixtures.ts';
import { multipartFile } from '../../test/multipart.ts';

describe.each(testDatabases)('profile photo on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const response = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: signUpBody() });
    cookie = cookieHeader(response.headers['set-cookie']);
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (data: Buffer, type = 'image/jpeg') => {
    const { payload, headers } = multipartFile('photo', 'foto.jpg', type, data);
    return t.app.inject({ method: 'POST', url: '/api/me/photo', payload, headers: { ...headers, cookie } });
  };
  const currentPhoto = async () => (await t.app.inject({ url: '/api/me', headers: { cookie } })).json().user.photoUrl as string | null;

  it('stores a JPEG at most 800 px on its longest side with the orientation applied', async () => {
    // 1600×1000 landscape pixels tagged "rotate 90°": upright it is portrait, 1000×1600.
    const source = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(source);
    expect(response.statusCode).toBe(200);
    const photoUrl: string = response.json().user.photoUrl;
    expect(photoUrl).toMatch(/^\/files\/avatars\/.+\.jpg$/);

    const served = await t.app.inject({ url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 500, height: 800 });
    expect(meta.orientation ?? 1).toBe(1);
    expect(fs.existsSync(path.join(t.dataDir, 'files', photoUrl.replace('/files/', '')))).toBe(true);
  });

  it('accepts a phone-sized photo of several megabytes', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload(big);
    expect(response.statusCode).toBe(200);
    const meta = await sharp((await t.app.inject({ url: response.json().user.photoUrl })).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 800, height: 600 });
  });

  it('keeps small photos at their size', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff000080' } }).png().toBuffer();
    const response = await upload(png, 'image/png');
    const meta = await sharp((await t.app.inject({ url: response.json().user.photoUrl })).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
  });

  it('refuses a file that is not an image and keeps the current photo', async () => {
    const before = await currentPhoto();
    const response = await upload(Buffer.from('%PDF-1.4 no soy una imagen'), 'image/jpeg');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(messages.account.photoNotImage);
    expect(await currentPhoto()).toBe(before);
  });

  it('refuses a photo over 10 MB and keeps the current photo', async () => {
    const before = await currentPhoto();
    const response = await upload(Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(messages.account.photoTooLarge);
    expect(await currentPhoto()).toBe(before);
  });

  it('requires a session', async () => {
    const { payload, headers } = multipartFile('photo', 'foto.jpg', 'image/jpeg', Buffer.from('x'));
    const response = await t.app.inject({ method: 'POST', url: '/api/me/photo', payload, headers });
    expect(response.statusCode).toBe(401);
  });
});
