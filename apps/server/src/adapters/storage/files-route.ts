import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@dorsal/core';
import { FILES_PREFIX, RangeNotSatisfiable, type FileStorage, type RangeRequest } from './file-storage.ts';

/** Stored files never change under a key (a replaced image gets a new one), so browsers and proxies keep them a week. */
export const FILES_CACHE_CONTROL = 'public, max-age=604800, immutable';

/** One `bytes=` range (what browsers send for video); several ranges or another unit: the whole file. */
export function parseRange(header: string | undefined): RangeRequest | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') return { suffix: Number(match[2]) };
  return match[2] === '' ? { start: Number(match[1]) } : { start: Number(match[1]), end: Number(match[2]) };
}

const notFound = (reply: FastifyReply) => reply.status(404).send({ error: { code: 'not_found', message: messages.common.notFound } });

/**
 * GET/HEAD /files/{key}: a stored file streamed from whichever storage is configured (local folder or bucket), with
 * ranges (video seeking), ETag and a week of immutable caching. The bucket itself is never public or listed; a
 * folder or a missing key is 404.
 */
export function registerFilesRoute(app: FastifyInstance, storage: FileStorage) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = storage.keyOf(request.url);
    if (!key) return notFound(reply);
    const range = parseRange(request.headers.range);
    let file;
    try {
      file = await storage.open(key, range);
    } catch (error) {
      if (error instanceof RangeNotSatisfiable) return reply.status(416).header('content-range', `bytes */${error.size}`).send();
      throw error;
    }
    if (!file) return notFound(reply);
    reply.header('cache-control', FILES_CACHE_CONTROL).header('accept-ranges', 'bytes').type(file.contentType);
    if (file.etag) reply.header('etag', file.etag);
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    if (file.etag && request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.status(304).send();
    }
    const length = file.range ? file.range.end - file.range.start + 1 : file.size;
    reply.header('content-length', length);
    if (file.range) reply.status(206).header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`);
    if (request.method === 'HEAD') {
      file.body.destroy();
      return reply.send();
    }
    return reply.send(file.body);
  };
  app.route({ method: ['GET', 'HEAD'], url: `${FILES_PREFIX}*`, schema: { hide: true }, compress: false, handler });
}
