import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { createJobWorker, type JobDefinition, type ResolvedDefinition } from './job-worker.ts';
import { createJobsRepository, insertJob, type EnqueueOptions } from './jobs.repository.ts';

export type { JobContext, JobDefinition } from './job-worker.ts';
export type { EnqueueOptions } from './jobs.repository.ts';

export interface JobsOptions {
  leaseMs?: number;
  pollMs?: number;
  concurrency?: number;
  graceMs?: number;
  onError?: (error: unknown, message: string) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const KIND = /^[a-z0-9][a-z0-9._-]{0,99}$/;

/**
 * Enqueues a job in the caller's transaction (or alone with `db`): it exists, and will run, only if
 * that transaction commits. Answers its id, or null when `dedupeKey` matched a waiting or running job.
 */
export function enqueue(executor: Db | Transaction<Database>, kind: string, payload: unknown, options?: EnqueueOptions): Promise<number | null> {
  if (!KIND.test(kind)) throw new Error(`invalid job kind: ${kind}`);
  return insertJob(executor, kind, payload, options);
}

/**
 * The instance's job runner. Define handlers (`define`, `every`) before `start`. One-off jobs are
 * deleted when done and kept as `dead` after `maxAttempts` failures (pruned after 30 days); a
 * recurring job is one row that runs once per period across all instances.
 */
export function createJobs(db: Db, options: JobsOptions = {}) {
  const repository = createJobsRepository(db);
  const definitions = new Map<string, ResolvedDefinition>();
  const periods = new Map<string, number>();
  const onError = options.onError ?? ((error: unknown, message: string) => console.error(message, error));
  const worker = createJobWorker(repository, definitions, {
    leaseMs: options.leaseMs ?? 30_000,
    pollMs: options.pollMs ?? 1_000,
    concurrency: options.concurrency ?? 4,
    graceMs: options.graceMs ?? 10_000,
    onError,
  });

  function define<P>(kind: string, definition: JobDefinition<P>) {
    if (!KIND.test(kind)) throw new Error(`invalid job kind: ${kind}`);
    definitions.set(kind, {
      maxAttempts: 5,
      timeoutMs: 10 * 60_000,
      backoffMs: 10_000,
      maxBackoffMs: 60 * 60_000,
      ...definition,
      run: definition.run as ResolvedDefinition['run'],
    });
  }

  define('jobs.prune-dead', { run: () => repository.pruneDead(30 * DAY_MS) });
  periods.set('jobs.prune-dead', DAY_MS);

  return {
    define,
    /** A job that runs once every `periodMs` across all instances (the first time as soon as one starts). */
    every<P>(kind: string, periodMs: number, definition: JobDefinition<P>) {
      define(kind, definition);
      periods.set(kind, periodMs);
    },
    /** `enqueue`, then looks for work at once instead of at the next poll. */
    async enqueue(executor: Db | Transaction<Database>, kind: string, payload: unknown, enqueueOptions?: EnqueueOptions) {
      const id = await enqueue(executor, kind, payload, enqueueOptions);
      setImmediate(worker.wakeUp);
      return id;
    },
    async start() {
      for (const [kind, periodMs] of periods) await repository.ensureRecurring(kind, periodMs);
      worker.start();
    },
    runDue: worker.runDue,
    stop: worker.stop,
  };
}
export type Jobs = ReturnType<typeof createJobs>;
