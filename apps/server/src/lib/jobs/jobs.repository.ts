import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Db | Transaction<Database>;

export interface EnqueueOptions {
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** While a job of this kind and key waits or runs, enqueueing another does nothing. */
  dedupeKey?: string;
}

/** A claimed job; `attempt` (1 for the first run) also fences its later updates. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempt: number;
  periodMs: number | null;
}

const seconds = (ms: number) => ms / 1000;

/** Adds a job in the caller's transaction (it exists only if that commits). Answers its id, or null when deduplicated. */
export async function insertJob(executor: Executor, kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<number | null> {
  const runAt = options.runAt ?? sql<Date>`now()`;
  const json = JSON.stringify(payload ?? {});
  const { rows } = options.dedupeKey
    ? await sql<{ id: number }>`
        insert into jobs (kind, payload, run_at, dedupe_key) values (${kind}, ${json}::jsonb, ${runAt}, ${options.dedupeKey})
        on conflict (kind, dedupe_key) where state <> 'dead' and dedupe_key is not null do nothing
        returning id`.execute(executor)
    : await sql<{ id: number }>`insert into jobs (kind, payload, run_at) values (${kind}, ${json}::jsonb, ${runAt}) returning id`.execute(executor);
  return rows[0]?.id ?? null;
}

export function createJobsRepository(db: Db) {
  return {
    /** Creates a recurring job's single row, or updates its period; it is due at once the first time. */
    async ensureRecurring(kind: string, periodMs: number) {
      await sql`
        insert into jobs (kind, period_ms) values (${kind}, ${periodMs})
        on conflict (kind) where period_ms is not null do update set period_ms = excluded.period_ms`.execute(db);
    },

    /**
     * Claims up to `limit` due jobs of these kinds: queued ones whose time has come, and running ones
     * whose lease ran out (their worker died). SKIP LOCKED lets every instance claim at once, each
     * getting other rows; the claim moves run_at to the end of the lease.
     */
    async claim(kinds: readonly string[], limit: number, leaseMs: number): Promise<ClaimedJob[]> {
      if (kinds.length === 0 || limit <= 0) return [];
      const { rows } = await sql<ClaimedJob>`
        update jobs set state = 'running', attempts = attempts + 1, run_at = now() + make_interval(secs => ${seconds(leaseMs)})
        where id in (
          select id from jobs
          where state <> 'dead' and run_at <= now() and kind in (${sql.join(kinds)})
          order by run_at, id
          limit ${limit}
          for update skip locked
        )
        returning id, kind, payload, attempts as attempt, period_ms`.execute(db);
      return rows;
    },

    /** Extends the leases of jobs still running here. */
    async extend(jobs: readonly ClaimedJob[], leaseMs: number) {
      if (jobs.length === 0) return;
      await sql`
        update jobs set run_at = now() + make_interval(secs => ${seconds(leaseMs)})
        from unnest(${jobs.map((job) => job.id)}::bigint[], ${jobs.map((job) => job.attempt)}::int[]) as held(id, attempt)
        where jobs.id = held.id and jobs.attempts = held.attempt and jobs.state = 'running'`.execute(db);
    },

    /** Done: a one-off job is deleted, a recurring one waits for its next period. */
    async complete(job: ClaimedJob) {
      if (job.periodMs === null) {
        await db.deleteFrom('jobs').where('id', '=', job.id).where('attempts', '=', job.attempt).where('state', '=', 'running').execute();
      } else await reschedule(job, null);
    },

    /** Failed: retried after `retryInMs`, or dead; a recurring job just waits for its next period. */
    async fail(job: ClaimedJob, error: string, retry: { dead: boolean; retryInMs: number }) {
      if (job.periodMs !== null) return reschedule(job, error);
      await db
        .updateTable('jobs')
        .set({
          state: retry.dead ? 'dead' : 'queued',
          runAt: sql<Date>`now() + make_interval(secs => ${retry.dead ? 0 : seconds(retry.retryInMs)})`,
          lastError: error.slice(0, 2000),
        })
        .where('id', '=', job.id)
        .where('attempts', '=', job.attempt)
        .where('state', '=', 'running')
        .execute();
    },

    async pruneDead(olderThanMs: number) {
      const result = await db
        .deleteFrom('jobs')
        .where('state', '=', 'dead')
        .where('runAt', '<', sql<Date>`now() - make_interval(secs => ${seconds(olderThanMs)})`)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };

  async function reschedule(job: ClaimedJob, error: string | null) {
    await db
      .updateTable('jobs')
      .set({ state: 'queued', attempts: 0, runAt: sql<Date>`now() + make_interval(secs => ${seconds(job.periodMs!)})`, lastError: error?.slice(0, 2000) ?? null })
      .where('id', '=', job.id)
      .where('attempts', '=', job.attempt)
      .where('state', '=', 'running')
      .execute();
  }
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
