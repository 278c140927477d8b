import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dorsal/core';
import { startLocalS3, type LocalS3 } from '../../test/local-s3.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { RangeNotSatisfiable, type FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { readStorageSettings } from './storage-settings.ts';

const text = (value: Buffer | null) => value?.toString('utf8') ?? null;
const collect = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};
/** A stream of `size` bytes (i % 251, so misplaced bytes show) in 64 KB chunks. */
const patterned = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => i % 251));
const chunked = (data: Buffer, failAt?: number) =>
  Readable.from(
    (function* () {
      for (let offset = 0; offset < data.length; offset += 65_536) {
        if (failAt !== undefined && offset >= failAt) throw new Error('connection lost');
        yield data.subarray(offset, offset + 65_536);
      }
    })(),
  );

interface Adapter {
  name: string;
  start: () => Promise<{ storage: FileStorage; env: Record<string, string>; stop: () => Promise<void> }>;
}

const adapters: Adapter[] = [
  {
    name: 'local folder',
    start: async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-files-'));
      return { storage: createLocalStorage(path.join(dataDir, 'files')), env: { DATA_DIR: dataDir }, stop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 bucket (s3rver, path-style)',
    start: async () => {
      const s3 = await startLocalS3();
      const settings = readStorageSettings(s3.env);
      if (settings.kind !== 's3') throw new Error('expected S3 settings');
      return { storage: createS3Storage(settings.s3), env: s3.env, stop: s3.stop };
    },
  },
];

describe.each(adapters)('the storage port on the $name', ({ start }) => {
  let storage: FileStorage;
  let stop: () => Promise<void>;
  let t: TestApp;
  beforeAll(async () => {
    const started = await start();
    ({ storage, stop } = started);
    t = await createTestApp('pglite', { env: started.env });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await stop?.();
  });

  it('reads back what it stored, and overwrites a key', async () => {
    await storage.put('contract/a.txt', Buffer.from('primera'), 'text/plain; charset=utf-8');
    expect(text(await storage.read('contract/a.txt'))).toBe('primera');
    await storage.put('contract/a.txt', Buffer.from('segunda'), 'text/plain; charset=utf-8');
    expect(text(await storage.read('contract/a.txt'))).toBe('segunda');
  });

  it('answers null for a missing key or a key that is not a plain relative path, and refuses to write one', async () => {
    expect(await storage.read('contract/missing.jpg')).toBeNull();
    expect(await storage.open('contract/missing.jpg')).toBeNull();
    expect(await storage.read('../etc/passwd')).toBeNull();
    expect(await storage.open('a//b.txt')).toBeNull();
    await expect(storage.put('../outside.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('/absolute.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
  });

  it('hands out /files/ URLs and knows only its own', () => {
    const url = storage.publicUrl('avatars/ñandú 1.jpg');
    expect(url).toBe('/files/avatars/ñandú 1.jpg');
    expect(storage.keyOf(url)).toBe('avatars/ñandú 1.jpg');
    expect(storage.keyOf('/files/avatars/%C3%B1and%C3%BA%201.jpg?v=2')).toBe('avatars/ñandú 1.jpg');
    expect(storage.keyOf('https://example.com/files/a.jpg')).toBeNull();
    expect(storage.keyOf('/files/../secret')).toBeNull();
    expect(storage.keyOf('/files/%E0%A4%A')).toBeNull();
  });

  it('gives each file its content type', async () => {
    await storage.put('contract/meta.webm', Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), 'video/webm');
    await storage.put('contract/logo.png', Buffer.from('png'), 'image/png');
    await storage.put('contract/salida.mp3', Buffer.from('ID3'), 'audio/mpeg');
    const video = await storage.open('contract/meta.webm');
    const image = await storage.open('contract/logo.png');
    const audio = await storage.open('contract/salida.mp3');
    expect(video?.contentType).toBe('video/webm');
    expect(image?.contentType).toBe('image/png');
    expect(audio?.contentType).toBe('audio/mpeg'); // a challenge's start audio plays in the browser
    for (const file of [video, image, audio]) file?.body.destroy();
  });

  it('opens a file whole or by range, and refuses a range past its end', async () => {
    await storage.put('contract/digits.txt', Buffer.from('0123456789'), 'text/plain');
    const whole = (await storage.open('contract/digits.txt'))!;
    expect(whole).toMatchObject({ size: 10, range: null });
    expect(text(await collect(whole.body))).toBe('0123456789');
    const middle = (await storage.open('contract/digits.txt', { start: 2, end: 5 }))!;
    expect(middle).toMatchObject({ size: 10, range: { start: 2, end: 5 } });
    expect(text(await collect(middle.body))).toBe('2345');
    const tail = (await storage.open('contract/digits.txt', { start: 7 }))!;
    expect(text(await collect(tail.body))).toBe('789');
    const suffix = (await storage.open('contract/digits.txt', { suffix: 3 }))!;
    expect(suffix.range).toEqual({ start: 7, end: 9 });
    expect(text(await collect(suffix.body))).toBe('789');
    await expect(storage.open('contract/digits.txt', { start: 10 })).rejects.toBeInstanceOf(RangeNotSatisfiable);
  });

  it('streams a large file in without buffering it whole, and leaves nothing when the stream fails', async () => {
    const data = patterned(9 * 1024 * 1024); // past one 8 MB part of an S3 multipart upload
    await storage.putStream('contract/big.mp4', chunked(data), 'video/mp4');
    const stored = (await storage.open('contract/big.mp4'))!;
    expect(stored.size).toBe(data.length);
    expect((await collect(stored.body)).equals(data)).toBe(true);

    await expect(storage.putStream('contract/cut.mp4', chunked(data, 3 * 65_536), 'video/mp4')).rejects.toThrow();
    expect(await storage.read('contract/cut.mp4')).toBeNull();
  }, 60_000);

  it('removes a file; removing a missing one is no error', async () => {
    await storage.put('contract/gone.txt', Buffer.from('x'), 'text/plain');
    await storage.remove('contract/gone.txt');
    expect(await storage.read('contract/gone.txt')).toBeNull();
    await storage.remove('contract/gone.txt');
  });

  describe('served by the app at /files/ (the configured storage)', () => {
    const key = 'served/meta.webm';
    const bytes = patterned(1000);
    beforeAll(async () => {
      await t.services.storage.put(key, bytes, 'video/webm');
    });

    it('streams the bytes with their type and a week of immutable caching', async () => {
      const answer = await t.app.inject({ url: `/files/${key}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(bytes)).toBe(true);
      expect(answer.headers).toMatchObject({ 'content-type': 'video/webm', 'cache-control': 'public, max-age=604800, immutable', 'accept-ranges': 'bytes', 'content-length': '1000' });
      expect(answer.headers.etag).toBeTruthy();
      const again = await t.app.inject({ url: `/files/${key}`, headers: { 'if-none-match': String(answer.headers.etag) } });
      expect(again.statusCode).toBe(304);
    });

    it('answers a range with 206 (video seeking), HEAD without a body, 416 past the end', async () => {
      const part = await t.app.inject({ url: `/files/${key}`, headers: { range: 'bytes=100-199' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 100-199/1000');
      expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
      const head = await t.app.inject({ method: 'HEAD', url: `/files/${key}` });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe('1000');
      expect(head.rawPayload.length).toBe(0);
      const past = await t.app.inject({ url: `/files/${key}`, headers: { range: 'bytes=5000-' } });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe('bytes */1000');
    });

    it('answers 404 for a missing file, a folder and a path outside the storage; never a listing', async () => {
      for (const url of ['/files/served/missing.jpg', '/files/served', '/files/', '/files/..%2F..%2Fpackage.json']) {
        const answer = await t.app.inject({ url });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json().error.message).toBe(messages.common.notFound);
      }
    });

    it('serves what an upload stored through the port (a profile photo)', async () => {
      const signUp = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: { firstNames: 'Ana', lastNames: 'Ruiz', email: `ana-${Date.now()}@example.com`, phone: '5512345678', gender: 'F', birthDate: '1990-01-01', password: 'secreta123' } });
      expect(signUp.statusCode, signUp.body).toBe(201);
      const cookie = String(signUp.headers['set-cookie']).split(';')[0]!;
      const { multipartFile } = await import('../../test/multipart.ts');
      const sharp = (await import('sharp')).default;
      const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
      const { payload, headers } = multipartFile('photo', 'foto.jpg', 'image/jpeg', jpeg);
      const uploaded = await t.app.inject({ method: 'POST', url: '/api/me/photo', payload, headers: { ...headers, cookie } });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const photoUrl: string = uploaded.json().user.photoUrl;
      expect(await storage.read(storage.keyOf(photoUrl)!)).not.toBeNull(); // in this adapter's folder or bucket
      const served = await t.app.inject({ url: photoUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    });
  });
});

describe('S3 settings', () => {
  it('stays on the local folder unless STORAGE=s3', () => {
    expect(readStorageSettings({})).toEqual({ kind: 'local' });
  });

  it('uses path-style addressing for an S3-compatible endpoint unless told otherwise', () => {
    const base = { STORAGE: 's3', S3_BUCKET: 'fotos', S3_ENDPOINT: 'http://127.0.0.1:9000' };
    expect(readStorageSettings(base)).toMatchObject({ kind: 's3', s3: { bucket: 'fotos', region: 'us-east-1', forcePathStyle: true, prefix: '' } });
    expect(readStorageSettings({ ...base, S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({ s3: { forcePathStyle: false } });
    expect(readStorageSettings({ STORAGE: 's3', S3_BUCKET: 'fotos', S3_REGION: 'us-west-2', S3_PREFIX: 'dorsal' })).toMatchObject({ s3: { forcePathStyle: false, region: 'us-west-2', prefix: 'dorsal/' } });
  });

  it('stops the start with a message naming the variable', () => {
    expect(() => readStorageSettings({ STORAGE: 's3' })).toThrow(/S3_BUCKET: required when STORAGE=s3/);
    expect(() => readStorageSettings({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' })).toThrow(/give both or neither/);
    expect(() => readStorageSettings({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
  });

  describe('against the local S3 server', () => {
    let s3: LocalS3;
    beforeAll(async () => {
      s3 = await startLocalS3('dorsal-paths');
    });
    afterAll(async () => s3?.stop());

    it('sends path-style requests (bucket in the path, not the host) and keeps keys under the prefix', async () => {
      const settings = readStorageSettings({ ...s3.env, S3_BUCKET: 'dorsal-paths', S3_PREFIX: 'entorno' });
      if (settings.kind !== 's3') throw new Error('expected S3 settings');
      const storage = createS3Storage(settings.s3);
      const seen: string[] = [];
      storage.client.middlewareStack.add(
        (next) => async (args) => {
          const request = args.request as { hostname: string; path: string };
          seen.push(`${request.hostname} ${request.path}`);
          return next(args);
        },
        { step: 'finalizeRequest' },
      );
      await storage.put('avatars/a.jpg', Buffer.from('x'), 'image/jpeg');
      expect(seen).toEqual(['127.0.0.1 /dorsal-paths/entorno/avatars/a.jpg']);
      expect(fs.existsSync(path.join(s3.directory, 'dorsal-paths', 'entorno', 'avatars'))).toBe(true);
    });
  });
});
