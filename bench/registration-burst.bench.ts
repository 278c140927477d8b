/**
 * Online registration under a burst: CONCURRENCY athletes at once, all registering for the same
 * modality and paying by card (sandbox), over real HTTP on loopback from a separate client process
 * (bench/support/load-client.ts), against a baseline measured in the same run: a bare Fastify server
 * (none of the app's hooks, plugins or parsers) whose one route does one plain PostgreSQL insert of
 * the same body through the same pool. Reports registrations per second, p50 / p99 latency, the
 * ratio to the baseline, and checks zero oversell (the last requests find the modality full).
 * Target (issue 16): ≥ 0.25 × the bare baseline's requests per second, p99 < 300 ms.
 * Run: npx tsx bench/registration-burst.bench.ts   (PostgreSQL: BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, in a fresh schema dropped at the end)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { loadConfig } from '@dorsal/server/config';
import { buildApp } from '@dorsal/server/app';
import { migrateToLatest, openDatabase } from '@dorsal/server/db/database';
import { createRegistrationEvent, registrationBody } from '@dorsal/server/modules/registration/registration.fixtures';
import { runLoad } from './support/load-client.ts';

const REQUESTS = 2_000;
const CONCURRENCY = 50;
const SOLD_OUT_TAIL = 100; // the capacity is REQUESTS − this: the last ones must see AGOTADO
const DEADLINE_MS = 90_000;

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema ${schema}`);
const db = await openDatabase({ kind: 'postgres', url, schema });
await migrateToLatest(db, schema);
await sql`create table bench_plain (id bigserial primary key, body jsonb not null, created_at timestamptz not null default now())`.execute(db);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-bench-'));
// One load client sends every registration: its per-client attempt limit must not be what is measured.
const built = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, REGISTRATION_ATTEMPTS_PER_MINUTE: '1000000' }), db, runJobs: false });
const { app } = built;
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const bare = Fastify();
bare.post('/bench/baseline', async (req, reply) => {
  await sql`insert into bench_plain (body) values (${JSON.stringify(req.body)})`.execute(db);
  return reply.status(201).send({ ok: true });
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const barePort = (bare.server.address() as { port: number }).port;

/** The requests of one case, serialized before the clock starts. */
const plan = (count: number, path: (i: number) => string, prefix: string, target = port) => ({
  port: target,
  concurrency: CONCURRENCY,
  deadlineMs: DEADLINE_MS,
  requests: Array.from({ length: count }, (_, i) => ({ path: path(i), body: JSON.stringify(registrationBody()), key: `${prefix}-key-${i}` })),
});

const registrationPath = (eventId: number) => `/api/events/${eventId}/registrations`;
const warmEvent = await createRegistrationEvent(built);
await runLoad(plan(300, () => registrationPath(warmEvent), 'warm'));
await runLoad(plan(300, () => '/bench/baseline', 'warm-base', barePort));

const capacity = REQUESTS - SOLD_OUT_TAIL;
const eventId = await createRegistrationEvent(built, { capacity });
const baseline = await runLoad(plan(REQUESTS, () => '/bench/baseline', 'base', barePort));
const burst = await runLoad(plan(REQUESTS, () => registrationPath(eventId), 'burst'));

const created = burst.results.filter((r) => r.status === 201).length;
const soldOut = burst.results.filter((r) => r.status === 409).length;
const other = burst.results.length - created - soldOut;
if (other > 0) console.log('other statuses:', [...new Set(burst.results.map((r) => r.status))].join(', '));
const rows = await db.selectFrom('registrations').select(['bib', 'state']).where('eventId', '=', eventId).execute();
const counter = await db.selectFrom('modalityCounters').select('taken').where('eventId', '=', eventId).executeTakeFirstOrThrow();
const confirmed = rows.filter((row) => row.state === 'confirmed').length;
const distinctBibs = new Set(rows.map((row) => row.bib)).size;
const baselineRps = baseline.results.length / baseline.seconds;
const burstRps = created / burst.seconds;

console.log(`PostgreSQL (pool 10) · ${REQUESTS} requests per case · ${CONCURRENCY} clients at once · capacity ${capacity}`);
console.log('case'.padEnd(48) + 'req/s'.padStart(9) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9));
console.log('baseline: bare Fastify, one plain insert'.padEnd(48) + baselineRps.toFixed(0).padStart(9) + baseline.p50.toFixed(1).padStart(9) + baseline.p99.toFixed(1).padStart(9));
console.log('POST registration, sandbox card (completed/s)'.padEnd(48) + burstRps.toFixed(0).padStart(9) + burst.p50.toFixed(1).padStart(9) + burst.p99.toFixed(1).padStart(9));
console.log(`\nratio: ${(burstRps / baselineRps).toFixed(2)} × baseline (target ≥ 0.25); p99 ${burst.p99.toFixed(0)} ms (target < 300)`);
console.log(`answers: ${created} registered, ${soldOut} AGOTADO, ${other} other`);
const oversold = confirmed - capacity;
console.log(`oversell: ${Math.max(0, oversold)} (confirmed ${confirmed}, counter ${counter.taken}, capacity ${capacity}, distinct bibs ${distinctBibs}/${rows.length})`);
if (confirmed > capacity || counter.taken > capacity || distinctBibs !== rows.length || other > 0) process.exitCode = 1;

await app.close();
await bare.close();
await db.destroy();
await admin.query(`drop schema ${schema} cascade`);
await admin.end();
fs.rmSync(dataDir, { recursive: true, force: true });
