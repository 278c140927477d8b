import type { ClaimedJob, JobsRepository } from './jobs.repository.ts';

export interface JobContext {
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** Aborted when the job times out or the instance stops; long work should check it. */
  signal: AbortSignal;
}

export interface JobDefinition<P = unknown> {
  run(payload: P, context: JobContext): Promise<unknown>;
  /** Runs before a failing job is dead (recurring jobs never die: they wait for the next period). */
  maxAttempts?: number;
  /** A run longer than this fails (and its signal aborts). */
  timeoutMs?: number;
  /** The first retry waits this long, each next one twice as long, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
}
export type ResolvedDefinition = Required<JobDefinition>;

export interface WorkerOptions {
  /** How long a claimed job is reserved; renewed every third of it while it runs, so only a dead worker's job is run again. */
  leaseMs: number;
  pollMs: number;
  concurrency: number;
  /** How long `stop` waits for running jobs before abandoning them to their lease. */
  graceMs: number;
  onError(error: unknown, message: string): void;
}

interface Running {
  job: ClaimedJob;
  controller: AbortController;
  abandoned: boolean;
  done: Promise<void>;
}

export const retryDelay = (definition: ResolvedDefinition, attempt: number) =>
  Math.min(definition.maxBackoffMs, definition.backoffMs * 2 ** (attempt - 1));

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Polls for due jobs of the defined kinds and runs up to `concurrency` at once. */
export function createJobWorker(repository: JobsRepository, definitions: ReadonlyMap<string, ResolvedDefinition>, options: WorkerOptions) {
  const running = new Map<number, Running>();
  let leaseTimer: NodeJS.Timeout | null = null;
  let loop: Promise<void> | null = null;
  let stopping = false;
  let wake: (() => void) | null = null;

  const wakeUp = () => wake?.();
  const nap = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.pollMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  function holdLeases() {
    if (running.size > 0 && !leaseTimer) {
      leaseTimer = setInterval(() => {
        const held = [...running.values()].filter((entry) => !entry.abandoned).map((entry) => entry.job);
        repository.extend(held, options.leaseMs).catch((error: unknown) => options.onError(error, 'job lease renewal failed'));
      }, options.leaseMs / 3);
      leaseTimer.unref();
    } else if (running.size === 0 && leaseTimer) {
      clearInterval(leaseTimer);
      leaseTimer = null;
    }
  }

  async function execute(job: ClaimedJob, entry: Running) {
    const definition = definitions.get(job.kind)!;
    const { signal } = entry.controller;
    const timeout = setTimeout(() => entry.controller.abort(new Error(`timed out after ${definition.timeoutMs} ms`)), definition.timeoutMs);
    const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
    aborted.catch(() => {});
    try {
      await Promise.race([definition.run(job.payload, { attempt: job.attempt, signal }), aborted]);
      await repository.complete(job);
    } catch (error) {
      if (entry.abandoned) return; // the instance stopped: the lease runs out and another worker retries it
      const dead = job.attempt >= definition.maxAttempts;
      try {
        await repository.fail(job, errorText(error), { dead, retryInMs: retryDelay(definition, job.attempt) });
      } catch (recordError) {
        options.onError(recordError, `job ${job.kind} #${job.id}: failure not recorded`);
      }
      options.onError(error, dead && job.periodMs === null ? `job ${job.kind} #${job.id} is dead after ${job.attempt} attempts` : `job ${job.kind} #${job.id} failed`);
    } finally {
      clearTimeout(timeout);
    }
  }

  function start(job: ClaimedJob): Promise<void> {
    const entry = { job, controller: new AbortController(), abandoned: false } as Running;
    entry.done = execute(job, entry)
      .catch((error: unknown) => options.onError(error, `job ${job.kind} #${job.id}`))
      .finally(() => {
        running.delete(job.id);
        holdLeases();
        wakeUp();
      });
    running.set(job.id, entry);
    holdLeases();
    return entry.done;
  }

  const claim = (limit: number) => repository.claim([...definitions.keys()], limit, options.leaseMs);

  async function poll() {
    while (!stopping) {
      const free = options.concurrency - running.size;
      let claimed = 0;
      if (free > 0) {
        try {
          const jobs = await claim(free);
          claimed = jobs.length;
          for (const job of jobs) void start(job);
        } catch (error) {
          options.onError(error, 'job claim failed');
        }
      }
      if (free === 0 || claimed < free) await nap();
    }
  }

  return {
    start() {
      stopping = false;
      loop ??= poll();
    },
    wakeUp,
    /** Claims and runs what is due now, once, and waits for it (tests, scripts). Answers how many ran. */
    async runDue(): Promise<number> {
      const jobs = await claim(options.concurrency);
      await Promise.all(jobs.map(start));
      return jobs.length;
    },
    /** Stops claiming, waits up to `graceMs` for running jobs, then abandons the rest to their leases. */
    async stop() {
      stopping = true;
      wakeUp();
      await loop;
      loop = null;
      const pending = Promise.all([...running.values()].map((entry) => entry.done));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([pending, new Promise((resolve) => (timer = setTimeout(resolve, options.graceMs)))]);
      clearTimeout(timer);
      for (const entry of running.values()) {
        entry.abandoned = true;
        entry.controller.abort(new Error('instance stopping'));
      }
      await pending;
    },
  };
}
