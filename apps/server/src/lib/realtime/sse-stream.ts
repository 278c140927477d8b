import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@dorsal/core';
import { AppError } from '../errors.ts';
import { messageFrame, type RealtimeHub, type Subscriber } from './realtime-hub.ts';
import type { RealtimeRepository } from './realtime.repository.ts';

export interface StreamOptions {
  topic: string;
  /**
   * The current state, sent as `event: snapshot` to a client that starts without a Last-Event-ID or
   * can no longer resume; read after the stream's position is fixed, so every later message still
   * follows it (a message may be both in the snapshot and after it: apply diffs idempotently).
   */
  initial?: () => Promise<unknown>;
}

export interface StreamLimits {
  maxSubscribers: number;
  /** More missed messages than this: resync instead of replay. */
  maxReplay: number;
  retryMs: number;
}

const TOPIC = /^[a-z0-9][a-z0-9/_:.-]{0,199}$/;

export function assertTopic(topic: string) {
  if (!TOPIC.test(topic)) throw new Error(`invalid realtime topic: ${topic}`);
}

function lastEventIdOf(request: FastifyRequest): number | null {
  const query = request.query as { lastEventId?: unknown } | undefined;
  const value = request.headers['last-event-id'] ?? (typeof query?.lastEventId === 'string' ? query.lastEventId : undefined);
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * Answers a request with an SSE stream of one topic. With a Last-Event-ID (header, or `lastEventId`
 * in the query) the missed messages come first, exactly once and in order; when they are gone
 * (pruned, too many, or an id this database never gave) the client gets a snapshot, or `event:
 * resync` telling it to reload. Then live messages, heartbeats, and an end when the server stops.
 */
export function createSseStreamer(hub: RealtimeHub, repository: RealtimeRepository, limits: StreamLimits, onError: (error: unknown) => void) {
  return async function stream(request: FastifyRequest, reply: FastifyReply, { topic, initial }: StreamOptions): Promise<FastifyReply> {
    assertTopic(topic);
    if (hub.stats().subscribers >= limits.maxSubscribers) throw new AppError(503, 'busy', messages.common.busy);
    const lastEventId = lastEventIdOf(request);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${limits.retryMs}\n\n`);
    const subscriber: Subscriber = { raw, pending: [] };
    raw.on('close', () => hub.leave(topic, subscriber));
    try {
      const position = await hub.join(topic, subscriber);
      if (raw.destroyed) {
        hub.leave(topic, subscriber);
        return reply;
      }
      const snapshot = async () => raw.write(messageFrame({ seq: position, data: JSON.stringify((await initial!()) ?? null) }, 'snapshot'));
      const resync = () => (initial ? snapshot() : raw.write(messageFrame({ seq: position, data: '{}' }, 'resync')));
      if (lastEventId === null) {
        if (initial) await snapshot();
      } else if (lastEventId > position || position - lastEventId > limits.maxReplay) {
        await resync();
      } else if (lastEventId < position) {
        const missed = await repository.range(topic, lastEventId, position);
        if (missed.length !== position - lastEventId) await resync(); // sequence numbers have no gaps: some were pruned
        else for (const message of missed) raw.write(messageFrame(message));
      }
      hub.release(topic, subscriber);
    } catch (error) {
      onError(error);
      hub.leave(topic, subscriber);
      raw.destroy();
    }
    return reply;
  };
}
