/**
 * Job queues: enqueue then process JOBS no-op jobs (4 at a time), on PGlite and on PostgreSQL, with
 * lib/jobs, with pg-boss 10 (the last major that runs on Node 20; fetching batches of 100, as it
 * waits its polling interval after every fetch) and with a bare baseline measured
 * in the same run: one plain insert per job, then one plain delete per job (claimed with SKIP
 * LOCKED by 4 loops). Reports jobs/s of each phase and the ratio to the baseline.
 * Run: npx tsx bench/job-queue.bench.ts   (PostgreSQL: BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, in fresh schemas dropped at the end)
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { migrateToLatest, openDatabase, type Db } from '@dorsal/server/db/database';
import { createJobs, enqueue } from '@dorsal/server/lib/jobs/index';

const CONCURRENCY = 4;
const PG_BOSS_BATCH = 100;
const JOBS = { pglite: 1_000, postgres: 3_000 };
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Phases {
  enqueueMs: number;
  processMs: number;
}
const time = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};
const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

async function baseline(db: Db, jobs: number): Promise<Phases> {
  await sql`create table if not exists bench_plain_jobs (id bigserial primary key, payload jsonb not null)`.execute(db);
  const enqueueMs = await time(async () => {
    for (let i = 0; i < jobs; i += 1) await sql`insert into bench_plain_jobs (payload) values (${JSON.stringify({ i })}::jsonb)`.execute(db);
  });
  const loop = async () => {
    for (;;) {
      const { rows } = await sql`delete from bench_plain_jobs where id = (select id from bench_plain_jobs order by id limit 1 for update skip locked) returning id`.execute(db);
      if (rows.length === 0) return;
    }
  };
  const processMs = await time(() => Promise.all(Array.from({ length: CONCURRENCY }, loop)));
  return { enqueueMs, processMs };
}

async function ours(db: Db, jobs: number): Promise<Phases> {
  let done = 0;
  const queue = createJobs(db, { concurrency: CONCURRENCY, pollMs: 20 });
  queue.define('bench.noop', { run: async () => void (done += 1) });
  const enqueueMs = await time(async () => {
    for (let i = 0; i < jobs; i += 1) await enqueue(db, 'bench.noop', { i });
  });
  const processMs = await time(async () => {
    await queue.start();
    await until(() => done === jobs);
  });
  await queue.stop();
  return { enqueueMs, processMs };
}

async function pgBoss(boss: PgBoss, jobs: number): Promise<Phases> {
  let done = 0;
  boss.on('error', (error) => console.error('pg-boss', error));
  await boss.start();
  await boss.createQueue('bench');
  const enqueueMs = await time(async () => {
    for (let i = 0; i < jobs; i += 1) await boss.send('bench', { i });
  });
  const processMs = await time(async () => {
    // pg-boss waits its polling interval (0.5 s at least) after every fetch, even a full one: it is fed in batches.
    await boss.work('bench', { batchSize: PG_BOSS_BATCH, pollingIntervalSeconds: 0.5 }, async (batch) => void (done += batch.length));
    await until(() => done === jobs);
  });
  await boss.stop({ graceful: false, wait: true });
  return { enqueueMs, processMs };
}

/** pg-boss on PGlite through its `db` option: statements with parameters one by one, scripts (no parameters) whole. */
function pgliteForPgBoss(pglite: PGlite) {
  return {
    async executeSql(text: string, values: unknown[]) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

const rows: { target: string; name: string; jobs: number; phases: Phases }[] = [];

{
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrateToLatest(db);
  const jobs = JOBS.pglite;
  await ours(db, 200); // warm-up
  rows.push({ target: 'PGlite', name: 'baseline: plain insert + delete', jobs, phases: await baseline(db, jobs) });
  rows.push({ target: 'PGlite', name: 'lib/jobs', jobs, phases: await ours(db, jobs) });
  await db.destroy();
  const pglite = new PGlite();
  await pglite.waitReady;
  rows.push({ target: 'PGlite', name: 'pg-boss 10', jobs, phases: await pgBoss(new PgBoss({ db: pgliteForPgBoss(pglite), schema: 'pgboss' }), jobs) });
  await pglite.close();
}

{
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const bossSchema = `${schema}_boss`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = await openDatabase({ kind: 'postgres', url, schema });
  await migrateToLatest(db, schema);
  const jobs = JOBS.postgres;
  await ours(db, 300); // warm-up
  rows.push({ target: 'PostgreSQL', name: 'baseline: plain insert + delete', jobs, phases: await baseline(db, jobs) });
  rows.push({ target: 'PostgreSQL', name: 'lib/jobs', jobs, phases: await ours(db, jobs) });
  rows.push({ target: 'PostgreSQL', name: 'pg-boss 10', jobs, phases: await pgBoss(new PgBoss({ connectionString: url, schema: bossSchema, max: 10 }), jobs) });
  await db.destroy();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.query(`drop schema if exists ${bossSchema} cascade`);
  await admin.end();
}

const perSecond = (jobs: number, ms: number) => (jobs / ms) * 1000;
console.log(`${CONCURRENCY} jobs at once (pg-boss: batches of ${PG_BOSS_BATCH}) · no-op handlers · enqueue one job per statement`);
console.log('database'.padEnd(12) + 'queue'.padEnd(34) + 'jobs'.padStart(6) + 'enqueue/s'.padStart(11) + 'process/s'.padStart(11) + 'both/s'.padStart(9) + '× base'.padStart(8));
for (const row of rows) {
  const base = rows.find((r) => r.target === row.target && r.name.startsWith('baseline'))!;
  const both = perSecond(row.jobs, row.phases.enqueueMs + row.phases.processMs);
  const baseBoth = perSecond(base.jobs, base.phases.enqueueMs + base.phases.processMs);
  console.log(
    row.target.padEnd(12) + row.name.padEnd(34) + String(row.jobs).padStart(6) +
      perSecond(row.jobs, row.phases.enqueueMs).toFixed(0).padStart(11) + perSecond(row.jobs, row.phases.processMs).toFixed(0).padStart(11) +
      both.toFixed(0).padStart(9) + (both / baseBoth).toFixed(2).padStart(8),
  );
}
