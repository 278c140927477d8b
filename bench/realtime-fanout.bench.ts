/**
 * Realtime fan-out: N SSE clients (1,000 and 5,000, opened by a separate load process) on one topic
 * receive published messages. lib/realtime on PostgreSQL (publish in a transaction → NOTIFY → the
 * instance fetches the row once → one frame written to every stream) against a bare baseline in
 * the same run: a plain Fastify route holding the same number of SSE responses and writing the same
 * bytes to each, with no database. Latency: 20 messages 100 ms apart, publish → delivery p50/p99 over
 * every (client, message). Throughput: 100 messages back to back, deliveries per second.
 * Run: npx tsx bench/realtime-fanout.bench.ts   (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, in a fresh schema dropped at the end)
 */
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '@dorsal/server/db/database';
import { createRealtime, publish } from '@dorsal/server/lib/realtime/index';
import { startSseLoad, type SseLoadResult } from './support/sse-load.ts';

const SIZES = [1_000, 5_000];
const SPACED = 20;
const BURST = 100;
const PAD = 'x'.repeat(300); // a small diff's worth of bytes
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const schema = `bench_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema ${schema}`);
const db = await openDatabase({ kind: 'postgres', url, schema });
await migrateToLatest(db, schema);
const realtime = await createRealtime(db, { maxSubscribers: 50_000, maxBufferedBytes: 4 * 1024 * 1024 });

const plain = new Set<ServerResponse>();
const app = Fastify();
app.get('/bench/realtime', (request, reply) => realtime.stream(request, reply, { topic: 'bench/fanout' }));
app.get('/bench/plain', (request, reply) => {
  reply.hijack();
  reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform' });
  reply.raw.write('retry: 2000\n\n');
  plain.add(reply.raw);
  reply.raw.on('close', () => plain.delete(reply.raw));
});
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;

const now = () => performance.timeOrigin + performance.now();
let plainSeq = 0;
const sendPlain = async (payload: object) => {
  plainSeq += 1;
  const frame = Buffer.from(`id: ${plainSeq}\ndata: ${JSON.stringify(payload)}\n\n`);
  for (const raw of plain) raw.write(frame);
};
const sendRealtime = async (payload: object) => void (await db.transaction().execute((trx) => publish(trx, 'bench/fanout', payload)));

async function measure(path: string, connections: number, subscribers: () => number, send: (payload: object) => Promise<void>) {
  const runPhase = async (count: number, gapMs: number): Promise<SseLoadResult> => {
    const load = startSseLoad({ port, path, connections, expected: count });
    await load.connected;
    while (subscribers() < connections) await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < count; i += 1) {
      await send({ i, sentAt: now(), pad: PAD });
      if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    const result = await load.done;
    load.stop();
    while (subscribers() > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    return result;
  };
  const spaced = await runPhase(SPACED, 100);
  const burst = await runPhase(BURST, 0);
  return { spaced, perSecond: burst.deliveries / ((burst.lastReceivedAt - burst.firstSentAt) / 1000) };
}

await measure('/bench/plain', 200, () => plain.size, sendPlain); // warm-up
await measure('/bench/realtime', 200, () => realtime.stats().subscribers, sendRealtime);

console.log(`PostgreSQL · one topic · ${PAD.length + 40}-byte messages · load from a separate process`);
console.log('clients'.padEnd(9) + 'case'.padEnd(40) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'deliveries/s'.padStart(14) + '× base'.padStart(8));
for (const size of SIZES) {
  const base = await measure('/bench/plain', size, () => plain.size, sendPlain);
  const ours = await measure('/bench/realtime', size, () => realtime.stats().subscribers, sendRealtime);
  const line = (name: string, m: typeof base) =>
    String(size).padEnd(9) + name.padEnd(40) + m.spaced.p50.toFixed(1).padStart(9) + m.spaced.p99.toFixed(1).padStart(9) +
    m.perSecond.toFixed(0).padStart(14) + (m.perSecond / base.perSecond).toFixed(2).padStart(8);
  console.log(line('baseline: plain route, no database', base));
  console.log(line('lib/realtime: publish → NOTIFY → fan-out', ours));
  if (realtime.stats().dropped > 0) console.log(`dropped slow clients: ${realtime.stats().dropped}`);
}

realtime.endStreams();
await app.close();
await realtime.close();
await db.destroy();
await admin.query(`drop schema ${schema} cascade`);
await admin.end();
