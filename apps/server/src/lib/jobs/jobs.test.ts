import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSourceOf, migrateToLatest, openDatabase, type Db } from '../../db/database.ts';
import { createTestDatabase, testDatabases } from '../../test/test-app.ts';
import { startChild } from '../../test/child-process.ts';
import { createJobs, enqueue, type JobDefinition, type JobsOptions } from './index.ts';

const workerScript = path.join(import.meta.dirname, '../../test/job-worker-instance.ts');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases)('jobs on %s', (kind) => {
  let db: Db;
  let drop: () => Promise<void>;
  const started: ReturnType<typeof createJobs>[] = [];
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(kind));
  });
  afterAll(async () => {
    await Promise.all(started.map((jobs) => jobs.stop()));
    await drop?.();
  });

  const worker = (definitions: Record<string, JobDefinition<never>>, options: JobsOptions = {}) => {
    const jobs = createJobs(db, { pollMs: 20, onError: () => {}, ...options });
    for (const [name, definition] of Object.entries(definitions)) jobs.define(name, definition);
    return jobs;
  };
  const rowsOf = (name: string) => db.selectFrom('jobs').selectAll().where('kind', '=', name).orderBy('id').execute();

  it('runs a job enqueued in a committed transaction with its payload, and never one whose transaction rolled back', async () => {
    const seen: unknown[] = [];
    const jobs = worker({ 'test.commit': { run: async (payload) => void seen.push(payload) } });
    await db.transaction().execute((trx) => enqueue(trx, 'test.commit', { photo: 7 }));
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueue(trx, 'test.commit', { photo: 8 });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await jobs.runDue()).toBe(1);
    expect(seen).toEqual([{ photo: 7 }]);
    expect(await rowsOf('test.commit')).toEqual([]); // done jobs are deleted
  });

  it('two workers never run the same job, and every job runs', async () => {
    const runs = new Map<number, number>();
    const running = new Set<number>();
    let overlaps = 0;
    const definition: JobDefinition<{ n: number }> = {
      run: async ({ n }) => {
        if (running.has(n)) overlaps += 1;
        running.add(n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await sleep(2);
        running.delete(n);
      },
    };
    const first = worker({ 'test.many': definition }, { concurrency: 5 });
    const second = worker({ 'test.many': definition }, { concurrency: 5 });
    for (let n = 0; n < 150; n += 1) await enqueue(db, 'test.many', { n });
    started.push(first, second);
    await Promise.all([first.start(), second.start()]);
    await expect.poll(() => [...runs.values()].length, { timeout: 30_000 }).toBe(150);
    await Promise.all([first.stop(), second.stop()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(overlaps).toBe(0);
    expect(await rowsOf('test.many')).toEqual([]);
  });

  it('retries a failing job with growing delays and keeps it as dead after the last attempt', async () => {
    const attempts: number[] = [];
    const jobs = worker({
      'test.fail': {
        maxAttempts: 3,
        backoffMs: 60_000,
        run: async (_, { attempt }) => {
          attempts.push(attempt);
          throw new Error(`boom ${attempt}`);
        },
      },
    });
    // Every worker also runs the recurring 'jobs.prune-dead' that earlier tests' workers scheduled: on a busy machine it
    // can still be due here, and runDue would count it beside 'test.fail'.
    await db.updateTable('jobs').set({ runAt: new Date(Date.now() + 86_400_000) }).where('kind', '=', 'jobs.prune-dead').execute();
    await enqueue(db, 'test.fail', {});
    const retryDelay = async () => {
      const [row] = await rowsOf('test.fail');
      return row!.runAt.getTime() - Date.now();
    };
    const makeDue = () => db.updateTable('jobs').set({ runAt: new Date(Date.now() - 1) }).where('kind', '=', 'test.fail').execute();

    expect(await jobs.runDue()).toBe(1);
    expect(await rowsOf('test.fail')).toMatchObject([{ state: 'queued', attempts: 1, lastError: 'boom 1' }]);
    expect(await retryDelay()).toBeGreaterThan(55_000); // first retry after backoffMs
    expect(await retryDelay()).toBeLessThan(61_000);
    expect(await jobs.runDue()).toBe(0); // not due yet

    await makeDue();
    expect(await jobs.runDue()).toBe(1);
    expect(await rowsOf('test.fail')).toMatchObject([{ state: 'queued', attempts: 2, lastError: 'boom 2' }]);
    expect(await retryDelay()).toBeGreaterThan(115_000); // then twice as long
    expect(await retryDelay()).toBeLessThan(121_000);

    await makeDue();
    expect(await jobs.runDue()).toBe(1);
    expect(await rowsOf('test.fail')).toMatchObject([{ state: 'dead', attempts: 3, lastError: 'boom 3' }]);
    await makeDue();
    expect(await jobs.runDue()).toBe(0); // dead jobs are not run again
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('fails a job that runs past its timeout and aborts its signal', async () => {
    let aborted = false;
    const jobs = worker({
      'test.slow': {
        timeoutMs: 100,
        run: (_, { signal }) => new Promise((resolve) => signal.addEventListener('abort', () => ((aborted = true), resolve(undefined)))),
      },
    });
    await enqueue(db, 'test.slow', {});
    await jobs.runDue();
    expect(aborted).toBe(true);
    expect(await rowsOf('test.slow')).toMatchObject([{ state: 'queued', attempts: 1, lastError: 'timed out after 100 ms' }]);
  });

  it('deduplicates jobs with the same key while one waits or runs', async () => {
    const first = await enqueue(db, 'test.dedupe', { v: 1 }, { dedupeKey: 'photo:1' });
    const again = await enqueue(db, 'test.dedupe', { v: 2 }, { dedupeKey: 'photo:1' });
    const other = await enqueue(db, 'test.dedupe', { v: 3 }, { dedupeKey: 'photo:2' });
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect(other).not.toBeNull();
    await worker({ 'test.dedupe': { run: async () => {} } }).runDue();
    expect(await enqueue(db, 'test.dedupe', { v: 4 }, { dedupeKey: 'photo:1' })).not.toBeNull(); // done: a new one may come
  });

  it('keeps a job that runs longer than the lease to its worker (the lease is renewed)', async () => {
    let runs = 0;
    const definition: JobDefinition = {
      run: async () => {
        runs += 1;
        await sleep(1_200);
      },
    };
    const first = worker({ 'test.long': definition }, { leaseMs: 300 });
    const second = worker({ 'test.long': definition }, { leaseMs: 300 });
    await enqueue(db, 'test.long', {});
    started.push(first, second);
    await first.start();
    await expect.poll(() => runs).toBe(1);
    await second.start();
    await expect.poll(() => rowsOf('test.long'), { timeout: 5_000 }).toEqual([]);
    await Promise.all([first.stop(), second.stop()]);
    expect(runs).toBe(1);
  });

  it('runs a recurring job once per period across two instances, never two at once', async () => {
    const runs: number[] = [];
    let running = 0;
    let overlaps = 0;
    const definition: JobDefinition = {
      run: async () => {
        if (running > 0) overlaps += 1;
        running += 1;
        runs.push(Date.now());
        await sleep(20);
        running -= 1;
      },
    };
    const instances = [1, 2].map(() => createJobs(db, { pollMs: 20, onError: () => {} }));
    for (const jobs of instances) jobs.every('test.tick', 500, definition);
    const from = Date.now();
    started.push(...instances);
    await Promise.all(instances.map((jobs) => jobs.start()));
    await sleep(2_300);
    await Promise.all(instances.map((jobs) => jobs.stop()));
    const elapsed = Date.now() - from;
    expect(overlaps).toBe(0);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(Math.floor(elapsed / 500) + 1); // both instances running each period would double it
    for (let i = 1; i < runs.length; i += 1) expect(runs[i]! - runs[i - 1]!).toBeGreaterThanOrEqual(450);
    expect(await rowsOf('test.tick')).toMatchObject([{ state: 'queued', periodMs: 500, attempts: 0 }]);
  });

  it('stop waits for the running job to finish', async () => {
    let finished = false;
    const jobs = worker({
      'test.graceful': {
        run: async () => {
          await sleep(300);
          finished = true;
        },
      },
    });
    await enqueue(db, 'test.graceful', {});
    await jobs.start();
    await expect.poll(async () => (await rowsOf('test.graceful'))[0]?.state).toBe('running');
    await jobs.stop();
    expect(finished).toBe(true);
    expect(await rowsOf('test.graceful')).toEqual([]);
  });
});

describe.each(testDatabases)('a job worker killed mid-job on %s', (kind) => {
  it('leaves the job to be run again once its lease runs out', async () => {
    const leaseMs = 120_000; // never runs out by itself during the test, however busy the machine: the test ends it below
    let db: Db;
    let env: Record<string, string>;
    let reopen: () => Promise<Db>;
    let cleanUp: () => Promise<void>;
    if (kind === 'pglite') {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dorsal-jobs-'));
      const dataDir = path.join(dir, 'pgdata');
      db = await openDatabase({ kind: 'pglite', dataDir });
      await migrateToLatest(db);
      env = { PGLITE_DIR: dataDir, LEASE_MS: String(leaseMs) };
      reopen = () => openDatabase({ kind: 'pglite', dataDir }); // PGlite is embedded: the crashed process held it
      cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true });
    } else {
      const created = await createTestDatabase('postgres');
      db = created.db;
      const source = notificationSourceOf(db);
      env = { TEST_SCHEMA: source.kind === 'postgres' ? source.schema : '', LEASE_MS: String(leaseMs) };
      reopen = async () => db;
      cleanUp = created.drop;
    }
    await enqueue(db, 'test.hang', { id: 'resize-1' });
    if (kind === 'pglite') await db.destroy();

    const child = startChild(workerScript, env);
    expect(await child.next((line) => 'claimed' in line)).toEqual({ claimed: 'resize-1', attempt: 1 });
    await child.stop('SIGKILL');

    db = await reopen();
    const [claimed] = await db.selectFrom('jobs').selectAll().where('kind', '=', 'test.hang').execute();
    expect(claimed).toMatchObject({ state: 'running', attempts: 1 });
    const seen: unknown[] = [];
    const jobs = createJobs(db, { onError: () => {} });
    jobs.define('test.hang', { run: async (payload, { attempt }) => void seen.push({ payload, attempt }) });
    await jobs.runDue();
    expect(seen).toEqual([]); // still leased to the dead worker
    // The lease runs out (moved into the past rather than waited for).
    await db.updateTable('jobs').set({ runAt: new Date(Date.now() - 1) }).where('kind', '=', 'test.hang').execute();
    await jobs.runDue();
    expect(seen).toEqual([{ payload: { id: 'resize-1' }, attempt: 2 }]);
    expect(await db.selectFrom('jobs').selectAll().where('kind', '=', 'test.hang').execute()).toEqual([]);
    if (kind === 'pglite') await db.destroy();
    await cleanUp();
  }, 120_000);
});
