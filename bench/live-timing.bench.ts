/**
 * Live timing on PostgreSQL, one 20,000-athlete event, every figure beside a baseline measured in the same run:
 * - Latency from a passing POSTed to the timing API (key check, transaction, incremental re-rank, NOTIFY) to its
 *   arrival at 1,000 and 10,000 SSE clients of the results stream (clients in a separate process), beside a bare
 *   Fastify SSE route writing a frame of the same size to the same number of clients, no database.
 * - Memory per connected SSE client (resident memory of this process before and after the clients connect).
 * - Sustained ingestion: 200 passings per second for 60 s (20 every 100 ms), with the results endpoint read by
 *   autocannon (separate process) during it, beside the same reads with no ingestion; every passing counted.
 * Run: npx tsx --expose-gc bench/live-timing.bench.ts   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test,
 * a fresh schema dropped at the end; INGEST_SECONDS to shorten the ingestion phase, BENCH_PHASES=ingest for it alone)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '@dorsal/server/config';
import { buildApp } from '@dorsal/server/app';
import { migrateToLatest, openDatabase } from '@dorsal/server/db/database';
import { seededRandom } from '@dorsal/server/db/seed/demo-random';
import { seedDemoAccounts } from '@dorsal/server/db/seed/demo-accounts';
import { demoEventImport, demoModality, demoResults, type ModalitySpec } from '@dorsal/server/db/seed/demo-event-builder';
import { toAccountView } from '@dorsal/server/modules/accounts/account-view';
import { startSseLoad } from './support/sse-load.ts';
import { autocannon } from './support/autocannon.ts';

const ATHLETES = 20_000;
const CONTROLS = 10;
const SIZES = [1_000, 10_000];
const SPACED = 20;
const INGEST_SECONDS = Number(process.env.INGEST_SECONDS ?? 60);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const schema = `bench_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema ${schema}`);
const db = await openDatabase({ kind: 'postgres', url, schema });
await migrateToLatest(db, schema);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-bench-'));
const built = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), db, runJobs: false });
const { app, services } = built;
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;

await seedDemoAccounts(built);
const organizer = toAccountView((await services.accountsRepository.findByEmail('admin@dorsal.mx'))!);
const spec: ModalitySpec = {
  code: '21K',
  name: 'Medio maratón',
  description: '',
  minutes: [65, 190],
  athletes: ATHLETES,
  controls: Array.from({ length: CONTROLS }, (_, i) => ({ number: i + 1, fraction: (i + 1) / (CONTROLS + 1) })),
};
const gun = new Date(Date.now() - 3 * 60 * 60_000).toISOString();
const eventId = await services.imports.createEvent(
  demoEventImport(
    { name: 'Bench en vivo', eventDate: gun.slice(0, 10), startTime: '07:00', timeZone: 'America/Mexico_City', place: '', city: '', country: 'México', hasWebsite: false, ageAtEventDate: true, status: 'live', timing: { showAll: true, showDns: true, hideControls: false, videos: [] } },
    [demoModality(spec, 0, gun)],
    Array.from({ length: CONTROLS }, (_, i) => ({ number: i + 1, description: `KM ${(i + 1) * 2}`, distanceKm: (i + 1) * 2, laps: [{ modalityCode: '21K', lap: 1, kind: 1 }] })),
    demoResults(seededRandom(11), spec, { firstBib: 1, startInstant: gun, finishedShare: 0 }),
  ),
  organizer.id,
);
await services.timing.startWave(organizer, eventId, '21K', gun);
const { secret } = await services.timing.keys.create(organizer, eventId, 'bench');

let readSeq = 0;
let nextBib = 0;
/** A reading of the next athlete at a control, stamped now (the `at` the SSE clients measure from). */
const reading = () => {
  nextBib = (nextBib % ATHLETES) + 1;
  readSeq += 1;
  return { bib: nextBib, checkpoint: (Math.floor(readSeq / ATHLETES) % CONTROLS + 1) * 1000 + 1, time: new Date().toISOString(), readerId: 'bench', readId: String(readSeq) };
};
async function postReadings(passings: ReturnType<typeof reading>[]) {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/events/${eventId}/timing/passings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ passings }),
  });
  const answer = (await response.json()) as { accepted: number };
  if (response.status !== 200) throw new Error(`timing API ${response.status}: ${JSON.stringify(answer)}`);
  return { ms: performance.now() - started, accepted: answer.accepted };
}

// The baseline: a bare SSE route writing a frame the size of a real live change to every client.
await postReadings([reading()]);
const sample = await db.selectFrom('realtimeMessages').select('payload').orderBy('seq', 'desc').executeTakeFirstOrThrow();
const sampleJson = JSON.stringify(sample.payload);
const plain = new Set<ServerResponse>();
const bare = Fastify();
bare.get('/plain', (request, reply) => {
  reply.hijack();
  reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform' });
  reply.raw.write('retry: 2000\n\n');
  plain.add(reply.raw);
  reply.raw.on('close', () => plain.delete(reply.raw));
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const barePort = (bare.server.address() as AddressInfo).port;
let plainSeq = 0;
const sendPlain = async () => {
  plainSeq += 1;
  const payload = sampleJson.replace(/"at": ?"[^"]+"/, `"at": "${new Date().toISOString()}"`);
  const frame = Buffer.from(`id: ${plainSeq}\ndata: ${payload}\n\n`);
  for (const raw of plain) raw.write(frame);
};
const sendPassing = async () => void (await postReadings([reading()]));

const rss = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().rss;
};

async function latency(target: { port: number; path: string }, connections: number, subscribers: () => number, send: () => Promise<void>) {
  const before = rss();
  const load = startSseLoad({ port: target.port, path: target.path, connections, expected: SPACED });
  await load.connected;
  while (subscribers() < connections) await new Promise((resolve) => setTimeout(resolve, 20));
  const perClient = (rss() - before) / connections;
  for (let i = 0; i < SPACED; i += 1) {
    await send();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const result = await load.done;
  load.stop();
  while (subscribers() > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  return { ...result, perClient };
}

const stream = { port, path: `/api/events/${eventId}/results/stream` };
const ourSubscribers = () => services.realtime.stats().subscribers;
const onlyIngestion = process.env.BENCH_PHASES === 'ingest';
if (!onlyIngestion) {
await latency({ port: barePort, path: '/plain' }, 200, () => plain.size, sendPlain); // warm-up
await latency(stream, 200, ourSubscribers, sendPassing);

console.log(`PostgreSQL · one ${ATHLETES.toLocaleString('en')}-athlete event · ${sampleJson.length}-byte live change · clients in a separate process`);
console.log('clients'.padEnd(9) + 'case'.padEnd(52) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'KB/client'.padStart(11));
for (const size of SIZES) {
  const base = await latency({ port: barePort, path: '/plain' }, size, () => plain.size, sendPlain);
  const ours = await latency(stream, size, ourSubscribers, sendPassing);
  const line = (name: string, m: typeof base) =>
    String(size).padEnd(9) + name.padEnd(52) + m.p50.toFixed(1).padStart(9) + m.p99.toFixed(1).padStart(9) + (m.perClient / 1024).toFixed(1).padStart(11);
  console.log(line('baseline: bare SSE route writes the frame', base));
  console.log(line('passing POSTed → rank → NOTIFY → results stream', ours));
  console.log(`${''.padEnd(9)}ratio p99: ${(ours.p99 / base.p99).toFixed(2)}×`);
}
}

// Sustained ingestion with reads of the results endpoint during it.
const pageUrl = `http://127.0.0.1:${port}/api/events/${eventId}/results?modality=21K&report=general&offset=0&limit=50`;
const gzip = { 'accept-encoding': 'gzip' };
const idle = await autocannon([pageUrl], { connections: 20, seconds: 10, headers: gzip });
const storedCount = async () =>
  Number((await db.selectFrom('passings').select((eb) => eb.fn.countAll<number>().as('n')).where('eventId', '=', eventId).executeTakeFirstOrThrow()).n);
const storedBefore = await storedCount();
const sent = { readings: 0, accepted: 0, posts: [] as number[] };
let ingesting = true;
// Readers do not wait for each other: a batch of 20 leaves every 100 ms whatever the previous one is doing.
const inFlight = new Set<Promise<void>>();
const ingestion = (async () => {
  const started = performance.now();
  for (let tick = 0; ingesting; tick += 1) {
    const batch = Array.from({ length: 20 }, reading);
    const post: Promise<void> = postReadings(batch).then((result) => {
      sent.readings += 20;
      sent.accepted += result.accepted;
      sent.posts.push(result.ms);
      inFlight.delete(post);
    });
    inFlight.add(post);
    const wait = started + (tick + 1) * 100 - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await Promise.all(inFlight);
  return (performance.now() - started) / 1000;
})();
const during = await autocannon([pageUrl], { connections: 20, seconds: INGEST_SECONDS, headers: gzip });
ingesting = false;
const seconds = await ingestion;
sent.posts.sort((a, b) => a - b);
const stored = (await storedCount()) - storedBefore;
console.log(`\nIngestion: ${sent.readings} readings in ${seconds.toFixed(1)} s (${(sent.readings / seconds).toFixed(0)}/s, target 200/s), accepted ${sent.accepted}, stored ${stored}${stored === sent.readings ? ' (none lost)' : ' (LOST SOME)'}`);
console.log(`  timing API POST of 20: p50 ${sent.posts[Math.floor(sent.posts.length / 2)]!.toFixed(1)} ms, p99 ${sent.posts[Math.floor(sent.posts.length * 0.99)]!.toFixed(1)} ms`);
console.log('reads of /results (first page), 20 connections'.padEnd(52) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'req/s'.padStart(9));
console.log('  baseline: no ingestion'.padEnd(52) + String(idle.p50).padStart(9) + String(idle.p99).padStart(9) + idle.requestsPerSecond.toFixed(0).padStart(9));
console.log('  during 200 passings/s'.padEnd(52) + String(during.p50).padStart(9) + String(during.p99).padStart(9) + during.requestsPerSecond.toFixed(0).padStart(9));

services.realtime.endStreams();
await bare.close();
await app.close();
await db.destroy();
await admin.query(`drop schema ${schema} cascade`);
await admin.end();
fs.rmSync(dataDir, { recursive: true, force: true });
