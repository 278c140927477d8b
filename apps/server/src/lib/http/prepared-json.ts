import { gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer serialized once (and compressed once) for many readers. A cached answer may keep
 * only its gzip bytes (a fifteenth of the text): the rare client that takes no gzip gets them inflated.
 */
export type PreparedJson = { json: string; gzip?: Buffer } | { json?: undefined; gzip: Buffer };

/** Whether the client takes gzip: then the prepared body goes out compressed. */
export const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

/**
 * Sends a prepared JSON body as is (never through the route's serializer): gzip when the client takes it and the
 * compressed bytes exist, with the cache policy given.
 */
export function sendPreparedJson(reply: FastifyReply, answer: PreparedJson, options: { gzip: boolean; cacheControl: string }) {
  reply.type('application/json; charset=utf-8').header('cache-control', options.cacheControl).header('vary', 'accept-encoding');
  if (options.gzip && answer.gzip) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.json ?? gunzipSync(answer.gzip!));
}
