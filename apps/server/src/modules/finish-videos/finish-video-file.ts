import { randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { messages } from '@dorsal/core';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { AppError } from '../../lib/errors.ts';

const t = messages.finishVideos;
const badFile = () => new AppError(400, 'not_a_video', t.badFile, { video: t.badFile });
const tooLarge = () => new AppError(413, 'file_too_large', t.tooLarge);
const unreadable = () => new AppError(400, 'unreadable_upload', messages.common.unreadableUpload);

/** MP4 (and its QuickTime kin) says 'ftyp' at byte 4; WebM (Matroska) starts with its EBML magic number. */
function videoFormat(head: Buffer): { extension: 'mp4' | 'webm'; contentType: string } | null {
  if (head.length >= 8 && head.subarray(4, 8).toString('latin1') === 'ftyp') return { extension: 'mp4', contentType: 'video/mp4' };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return { extension: 'webm', contentType: 'video/webm' };
  return null;
}

export const finishVideoPrefix = (eventId: number) => `finish-videos/event-${eventId}-`;

/** Whether the URL is a finish video this storage handed out for that event. */
export function isUploadedFinishVideo(storage: FileStorage, url: string, eventId: number): boolean {
  return storage.keyOf(url)?.startsWith(finishVideoPrefix(eventId)) ?? false;
}

/**
 * Streams the one multipart file `video` into storage without holding it in memory: its first bytes must be an MP4
 * or WebM, and past `maxBytes` the upload fails and nothing is kept. Answers the stored file's URL.
 */
export async function storeFinishVideoFile(request: FastifyRequest, storage: FileStorage, eventId: number, maxBytes: number): Promise<string> {
  if (!request.isMultipart()) throw badFile();
  let file;
  try {
    file = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
  } catch {
    throw unreadable();
  }
  if (!file || file.fieldname !== 'video') {
    file?.file.resume();
    throw badFile();
  }

  // The key names the format, which only the first bytes tell: hold them back until they do.
  let head = Buffer.alloc(0);
  let format: ReturnType<typeof videoFormat> = null;
  let received = 0;
  let failure: AppError | null = null;
  let resolveFormat!: (value: ReturnType<typeof videoFormat>) => void;
  const formatKnown = new Promise<ReturnType<typeof videoFormat>>((resolve) => (resolveFormat = resolve));
  const fail = (error: AppError) => {
    failure = error;
    resolveFormat(format); // a promise settles once: this only matters before the format was known
    return error;
  };
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      received += chunk.length;
      if (received > maxBytes) return callback(fail(tooLarge()));
      if (format) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < 12) return callback();
      format = videoFormat(head);
      resolveFormat(format);
      if (!format) return callback(fail(badFile()));
      const held = head;
      head = Buffer.alloc(0);
      callback(null, held);
    },
    flush(callback) {
      if (!format) return callback(fail(badFile()));
      callback();
    },
  });
  guard.on('error', () => undefined); // its failures are kept in `failure` and answered below
  file.file.on('error', (error) => guard.destroy(error));
  file.file.pipe(guard);

  const found = await formatKnown;
  if (!found || failure) {
    file.file.resume();
    throw failure ?? badFile();
  }
  const key = `${finishVideoPrefix(eventId)}${randomBytes(8).toString('hex')}.${found.extension}`;
  try {
    await storage.putStream(key, guard, found.contentType);
  } catch (error) {
    file.file.resume();
    if (failure) throw failure;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (failure || file.file.truncated) {
    await storage.remove(key);
    throw failure ?? tooLarge();
  }
  return storage.publicUrl(key);
}
