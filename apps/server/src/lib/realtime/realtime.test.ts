import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import { registerErrorHandler } from '../error-handler.ts';
import { createTestDatabase, testDatabases } from '../../test/test-app.ts';
import { openSse } from '../../test/sse-client.ts';
import { createRealtime, publish, type Realtime, type RealtimeOptions } from './index.ts';

/** A bare Fastify server with the realtime routes a feature would write. */
async function startServer(db: Db, options: RealtimeOptions) {
  const realtime = await createRealtime(db, options);
  const app: FastifyInstance = Fastify();
  registerErrorHandler(app);
  app.get<{ Params: { topic: string } }>('/stream/:topic', (request, reply) => realtime.stream(request, reply, { topic: `t/${request.params.topic}` }));
  app.get<{ Params: { topic: string } }>('/with-snapshot/:topic', (request, reply) =>
    realtime.stream(request, reply, { topic: `t/${request.params.topic}`, initial: async () => ({ whole: 'state' }) }),
  );
  app.addHook('preClose', async () => realtime.endStreams());
  app.addHook('onClose', async () => realtime.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  return { app, realtime, url };
}

describe.each(testDatabases)('realtime on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  let server: Awaited<ReturnType<typeof startServer>>;
  let realtime: Realtime;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(kind));
    server = await startServer(db, { heartbeatMs: 100, maxBufferedBytes: 64 * 1024 });
    realtime = server.realtime;
  });
  afterAll(async () => {
    await server?.app.close();
    await drop?.();
  });

  const subscribed = (count: number) => expect.poll(() => realtime.stats().subscribers).toBe(count);
  const ids = (events: { id: string | null }[]) => events.map((e) => Number(e.id));

  it('delivers a committed publish once, in order, and never a rolled-back one', async () => {
    const client = openSse(`${server.url}/stream/commit`);
    await subscribed(1);
    await db.transaction().execute((trx) => publish(trx, 't/commit', { n: 1 }));
    await expect(
      db.transaction().execute(async (trx) => {
        await publish(trx, 't/commit', { n: 'rolled back' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await db.transaction().execute((trx) => publish(trx, 't/commit', { n: 2 }));
    await client.until(() => client.events.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.messages()).toEqual([{ n: 1 }, { n: 2 }]);
    expect(ids(client.events)).toEqual([1, 2]); // the rolled-back message took no sequence number
    expect(client.status).toBe(200);
    client.close();
    await subscribed(0);
    expect(realtime.stats().topics).toBe(0);
  });

  it('resumes from Last-Event-ID with every missed message exactly once and in order, while publishing goes on', async () => {
    const publishing = (async () => {
      for (let n = 1; n <= 40; n += 1) await publish(db, 't/resume', { n });
    })();
    await expect.poll(async () => (await db.selectFrom('realtimeTopics').select('lastSeq').where('topic', '=', 't/resume').executeTakeFirst())?.lastSeq ?? 0).toBeGreaterThanOrEqual(10);
    const client = openSse(`${server.url}/stream/resume`, { 'last-event-id': '5' });
    await publishing;
    await client.until(() => client.events.some((e) => e.id === '40'));
    expect(ids(client.events)).toEqual(Array.from({ length: 35 }, (_, i) => i + 6));
    expect(client.messages()).toEqual(Array.from({ length: 35 }, (_, i) => ({ n: i + 6 })));
    client.close();
  });

  it('tells a client to resync when its missed messages were pruned, or sends the snapshot when the route has one', async () => {
    for (let n = 1; n <= 3; n += 1) await publish(db, 't/pruned', { n });
    await db.updateTable('realtimeMessages').set({ createdAt: new Date(Date.now() - 2 * 24 * 3_600_000) }).where('topic', '=', 't/pruned').where('seq', '<=', 2).execute();
    expect(await realtime.prune()).toBe(2);

    const resync = openSse(`${server.url}/stream/pruned`, { 'last-event-id': '1' });
    await resync.until(() => resync.events.length === 1);
    expect(resync.events[0]).toEqual({ event: 'resync', id: '3', data: '{}' });
    resync.close();

    const fresh = openSse(`${server.url}/with-snapshot/pruned`);
    await fresh.until(() => fresh.events.length === 1);
    expect(fresh.events[0]).toEqual({ event: 'snapshot', id: '3', data: '{"whole":"state"}' });
    await publish(db, 't/pruned', { n: 4 });
    await fresh.until(() => fresh.events.length === 2);
    expect(fresh.events[1]).toEqual({ event: 'message', id: '4', data: '{"n": 4}' });
    fresh.close();

    const ahead = openSse(`${server.url}/stream/pruned`, { 'last-event-id': '99' }); // an id this database never gave
    await ahead.until(() => ahead.events.length === 1);
    expect(ahead.events[0]!.event).toBe('resync');
    ahead.close();
  });

  it('sends heartbeats on an idle stream and cleans up when the client leaves', async () => {
    const client = openSse(`${server.url}/stream/idle`);
    await client.until(() => client.comments >= 3);
    client.close();
    await subscribed(0);
  });

  it('drops a client that stops reading instead of buffering for it, and keeps serving the others', async () => {
    const reader = openSse(`${server.url}/stream/slow`);
    const stalled = net.connect((server.app.server.address() as net.AddressInfo).port, '127.0.0.1');
    stalled.write('GET /stream/slow HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n');
    stalled.pause(); // never reads: the kernel's buffers fill, then the server's
    await subscribed(2);
    const big = 'x'.repeat(50_000);
    for (let n = 1; n <= 200; n += 1) {
      await publish(db, 't/slow', { n, big });
      await new Promise((resolve) => setTimeout(resolve, 2)); // the reader lives in this process: give it turns to read
    }
    await reader.until(() => reader.events.length === 200, 20_000);
    await expect.poll(() => realtime.stats().dropped).toBe(1);
    await subscribed(1);
    reader.close();
    stalled.destroy();
  });

  it('refuses subscribers past the instance limit in Spanish, and ends open streams when the server closes', async () => {
    const small = await startServer(db, { maxSubscribers: 1 });
    const first = openSse(`${small.url}/stream/limit`);
    await expect.poll(() => small.realtime.stats().subscribers).toBe(1);
    const refused = await fetch(`${small.url}/stream/limit`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: { code: 'busy', message: messages.common.busy } });
    await small.app.close();
    await first.until(() => first.ended);
  });

  it('refuses malformed topics before writing anything', async () => {
    await expect(publish(db, 'Con Espacios', {})).rejects.toThrow(/invalid realtime topic/);
    expect(await db.selectFrom('realtimeTopics').select('topic').where('topic', '=', 'Con Espacios').execute()).toEqual([]);
  });
});
