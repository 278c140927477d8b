/**
 * The paged results of 30,000-runner marathons (issue 18), each figure beside its baseline in the
 * same run, against the server running as deployed (its own process, apps/server/src/main.ts):
 * - bytes of the answer behind 'Resultados generales' (its first page) against the whole-modality
 *   answer the reports downloaded before;
 * - page requests at 200 concurrent clients (autocannon, a separate process) against a bare
 *   Fastify route (no hooks of ours) answering the same compressed bytes;
 * - the server's resident memory with five such events loaded and every report's first page served.
 * Run: npx tsx bench/results-pages.bench.ts   (BENCH_DATABASE_URL=postgres://… for PostgreSQL:
 * a fresh database is created and dropped; on PGlite the database lives in the server process, and
 * its memory counts in the server's)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { resultReportKinds, type ResultsPage } from '@dorsal/core';
import { loadConfig } from '@dorsal/server/config';
import { buildApp } from '@dorsal/server/app';
import { migrateToLatest, openDatabase } from '@dorsal/server/db/database';
import { seedDemoMarathon, DEMO_MARATHON_NAME } from '@dorsal/server/db/seed/demo-marathon';
import { autocannon, type CannonResult } from './support/autocannon.ts';
import { createBenchDatabase } from './support/bench-database.ts';
import { startServerProcess } from './support/server-process.ts';

const RUNNERS = 30_000;
const EVENTS = 5;
const CONNECTIONS = 200;
const SECONDS = 10;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

// 1. Fill a database with five marathons (in this process), then leave it to the server.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-bench-'));
const serverUrl = process.env.BENCH_DATABASE_URL;
const benchDatabase = serverUrl ? await createBenchDatabase('bench', serverUrl) : null;
const databaseUrl = benchDatabase?.url;
const db = await openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
await migrateToLatest(db);
const { app, services } = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), db, runJobs: false });
const eventIds: number[] = [];
const importStarted = performance.now();
for (let i = 0; i < EVENTS; i += 1) {
  if (i > 0) await db.updateTable('events').set({ name: `${DEMO_MARATHON_NAME} ${i}` }).where('name', '=', DEMO_MARATHON_NAME).execute();
  eventIds.push(await seedDemoMarathon(services, db, RUNNERS));
}
const importMs = performance.now() - importStarted;
await app.close();
await db.destroy();

// 2. The server in its own process.
const server = await startServerProcess({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
const rssIdle = server.rssBytes();
const base = `http://127.0.0.1:${server.port}`;
const pageUrl = (eventId: number, report: string, offset: number) =>
  `${base}/api/events/${eventId}/results?modality=42K&report=${report}&offset=${offset}&limit=50`;
const gzipHeader = { 'accept-encoding': 'gzip' };

const coldStarted = performance.now();
for (const eventId of eventIds) {
  for (const report of resultReportKinds) await fetch(pageUrl(eventId, report, 0), { headers: gzipHeader });
}
const coldMs = (performance.now() - coldStarted) / (EVENTS * resultReportKinds.length);
const rssServed = server.rssBytes();

// Bytes: the first page on the wire against the whole modality the reports took before.
const first = eventIds[0]!;
const firstPageGzip = await new Promise<Buffer>((resolve, reject) => {
  import('node:http').then(({ get }) =>
    get(pageUrl(first, 'general', 0), { headers: gzipHeader }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject),
  );
});
const wholeRows: unknown[] = [];
for (let offset = 0; ; offset += 200) {
  const page = (await (await fetch(`${base}/api/events/${first}/results?modality=42K&offset=${offset}&limit=200`)).json()) as ResultsPage;
  wholeRows.push(...page.rows);
  if (page.rows.length < 200) break;
}
const wholeJson = JSON.stringify({ rows: wholeRows });

// Load: a bare Fastify route with the same compressed bytes, then our route (pages built once first).
const bare = Fastify();
bare.get('/page', async (_request, reply) => reply.type('application/json; charset=utf-8').header('content-encoding', 'gzip').send(firstPageGzip));
await bare.listen({ port: 0, host: '127.0.0.1' });
const barePort = (bare.server.address() as { port: number }).port;
const spread = Array.from({ length: 20 }, (_, i) => pageUrl(eventIds[i % EVENTS]!, resultReportKinds[i % 3]!, (i * 1500) % RUNNERS));
for (const target of spread) await fetch(target, { headers: gzipHeader });
const baseline = await autocannon([`http://127.0.0.1:${barePort}/page`], { connections: CONNECTIONS, seconds: SECONDS, headers: gzipHeader });
const onePage = await autocannon([pageUrl(first, 'general', 0)], { connections: CONNECTIONS, seconds: SECONDS, headers: gzipHeader });
const manyPages = await autocannon(spread, { connections: CONNECTIONS, seconds: SECONDS, headers: gzipHeader });
const rssLoaded = server.rssBytes();

console.log(`Database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (inside the server process: its memory counts in the RSS)'} · ${EVENTS} events × ${RUNNERS} runners, 9 splits`);
console.log(`Import of the ${EVENTS} events: ${(importMs / 1000).toFixed(1)} s; cold first page (reads and orders the report index): ${coldMs.toFixed(0)} ms on average`);
console.log(`\nBytes behind 'Resultados generales':`);
console.log(`  first page (50 rows):      ${firstPageGzip.length} B gzip, ${gunzipSync(firstPageGzip).length} B JSON`);
console.log(`  whole modality (before):   ${gzipSync(wholeJson).length} B gzip, ${wholeJson.length} B JSON`);
console.log(`\nPage requests, ${CONNECTIONS} connections × ${SECONDS} s (autocannon, separate process; server in its own process):`);
const line = (name: string, r: CannonResult) =>
  console.log(`  ${name.padEnd(40)} p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ${Math.round(r.requestsPerSecond).toString().padStart(6)} req/s  non-2xx ${r.non2xx}`);
line('baseline: bare Fastify, same bytes', baseline);
line('GET /results, first page', onePage);
line('GET /results, 20 pages of 5 events', manyPages);
console.log(`  ratio (ours / baseline, req/s): ${(onePage.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} one page, ${(manyPages.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} spread`);
console.log(`\nServer resident memory (RSS): ${mb(rssIdle)} started, ${mb(rssServed)} with the ${EVENTS} events' report indexes and first pages, ${mb(rssLoaded)} after the load (RESULTS_CACHE_MB default ${mb(loadConfig({}).resultsCacheBytes)})`);

await bare.close();
await server.stop();
await benchDatabase?.drop();
fs.rmSync(dataDir, { recursive: true, force: true });
