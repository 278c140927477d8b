/**
 * The public results endpoints of a 20,000-row event over real HTTP, one request at a time, against
 * baselines measured in the same run: the same Fastify stack answering a prepared body of the same
 * page (compressed per request by @fastify/compress, as a naive endpoint would), and the floor of
 * the stack, a route answering {ok:true}. Also times the import that writes and ranks the rows, and
 * the cold read after a change. Concurrent load: results-pages.bench.ts.
 * Run: npx tsx bench/results-endpoint.bench.ts   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '@dorsal/server/config';
import { buildApp } from '@dorsal/server/app';
import { migrateToLatest, openDatabase } from '@dorsal/server/db/database';
import { seededRandom } from '@dorsal/server/db/seed/demo-random';
import { demoEventImport, demoModality, demoResults, type ModalitySpec } from '@dorsal/server/db/seed/demo-event-builder';

const ROWS = 20_000;
const REQUESTS = 30;

function get(port: number, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ port, path: url, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url}: ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });
}

async function measure(port: number, url: string) {
  await get(port, url); // warm
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) times.push(await get(port, url));
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)]!, p90: times[Math.floor(times.length * 0.9)]! };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-bench-'));
const url = process.env.BENCH_DATABASE_URL;
const db = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: null });
await migrateToLatest(db);
const { app, services } = await buildApp({ config: loadConfig({ DATA_DIR: dataDir }), db, runJobs: false });

const random = seededRandom(7);
const spec = (code: string, athletes: number): ModalitySpec => ({
  code,
  name: code,
  description: '',
  minutes: code === '21K' ? [68, 190] : [31, 95],
  athletes,
  controls: Array.from({ length: 10 }, (_, i) => ({ number: i + 1, fraction: (i + 1) / 11 })),
});
const specs = [spec('10K', ROWS / 2), spec('21K', ROWS / 2)];
const start = '2026-10-18T13:00:00.000Z';
const rows = specs.flatMap((s, i) => demoResults(random, s, { firstBib: i * ROWS + 1, startInstant: start, flags: true }));
const importStarted = performance.now();
const eventId = await services.imports.createEvent(
  demoEventImport(
    { name: 'Bench', eventDate: '2026-10-18', startTime: '07:00', timeZone: 'America/Mexico_City', place: '', city: '', country: 'México', hasWebsite: false, ageAtEventDate: true, status: 'results', timing: { showAll: true, showDns: true, hideControls: false, videos: [] } },
    specs.map((s, i) => demoModality(s, i, start)),
    Array.from({ length: 10 }, (_, i) => ({ number: i + 1, description: `KM ${i + 1}`, laps: specs.map((s) => ({ modalityCode: s.code, lap: 1, kind: 1 })) })),
    rows,
  ),
  null,
);
const importMs = performance.now() - importStarted;

const pageUrl = (query: string) => `/api/events/${eventId}/results?${query}`;
let firstPage = '';
let deepPage = '';
app.get('/bench/baseline-empty', async () => ({ ok: true }));
app.get('/bench/baseline-first', async (_req, reply) => reply.type('application/json; charset=utf-8').send(firstPage));
app.get('/bench/baseline-deep', async (_req, reply) => reply.type('application/json; charset=utf-8').send(deepPage));
firstPage = (await app.inject({ url: pageUrl('modality=10K') })).body;
deepPage = (await app.inject({ url: pageUrl('modality=10K&offset=9000') })).body;
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

const cases = [
  ['baseline: prepared body, first page', '/bench/baseline-first'],
  ['floor: the same stack answering {ok:true}', '/bench/baseline-empty'],
  ['GET /results?modality=10K (first 50)', pageUrl('modality=10K')],
  ['baseline: prepared body, deep page', '/bench/baseline-deep'],
  ['GET /results?modality=10K&offset=9000 (deep)', pageUrl('modality=10K&offset=9000')],
  ['GET /results?…&report=category (first 50)', pageUrl('modality=10K&report=category')],
  ['GET /results/search?q=hernandez', `/api/events/${eventId}/results/search?q=hernandez`],
  ['GET /results/winners', `/api/events/${eventId}/results/winners`],
  ['GET /results/:bib', `/api/events/${eventId}/results/15`],
] as const;

console.log(`Database: ${url ? 'PostgreSQL' : 'PGlite'} · ${ROWS} rows × 10 splits · ${REQUESTS} sequential requests each`);
console.log(`Import (write + rank ${ROWS} rows): ${importMs.toFixed(0)} ms`);
console.log(`First page: ${firstPage.length} B JSON, ${gzipSync(firstPage).length} B gzip`);
const results = new Map<string, { p50: number; p90: number }>();
for (const [name, path_] of cases) results.set(name, await measure(port, path_));
const baseFirst = results.get(cases[0][0])!.p50;
const baseDeep = results.get(cases[3][0])!.p50;
const floor = results.get(cases[1][0])!.p50;
console.log('\ncase'.padEnd(46) + 'p50 ms'.padStart(10) + 'p90 ms'.padStart(10) + '  × baseline  × floor (p50)');
for (const [name] of cases) {
  const { p50, p90 } = results.get(name)!;
  const baseline = name.includes('deep') ? baseDeep : baseFirst;
  const ratios = `${(p50 / baseline).toFixed(2)}×`.padStart(11) + `${(p50 / floor).toFixed(1)}×`.padStart(9);
  console.log(name.padEnd(45) + p50.toFixed(1).padStart(10) + p90.toFixed(1).padStart(10) + ratios);
}

// A cold read: the first request after the results changed rebuilds the cache from the database.
await db.updateTable('events').set({ resultsVersion: 999 }).where('id', '=', eventId).execute();
services.results.forgetVersion(eventId); // what a writer's commit notification does
const cold = await get(port, pageUrl('modality=10K'));
console.log(`\ncold first page after a change (reads the 20,000 rows' index, orders, serializes 50 rows): ${cold.toFixed(0)} ms`);

await app.close();
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
