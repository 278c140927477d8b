/**
 * A closed-loop HTTP load generator that runs in a child process, so the requests it sends and
 * the answers it reads do not take CPU from the server's event loop: `runLoad` forks this file,
 * which keeps `concurrency` requests in flight until every prepared request is answered.
 */
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';

export interface LoadPlan {
  port: number;
  concurrency: number;
  deadlineMs: number;
  /** One entry per request: path, JSON body (already serialized) and idempotency key. */
  requests: { path: string; body: string; key: string }[];
}

export interface LoadResult {
  results: { status: number; ms: number }[];
  seconds: number;
  p50: number;
  p99: number;
}

async function load(plan: LoadPlan): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: plan.concurrency });
  const send = (entry: LoadPlan['requests'][number]) =>
    new Promise<{ status: number; ms: number }>((resolve, reject) => {
      const payload = Buffer.from(entry.body);
      const headers = { 'content-type': 'application/json', 'content-length': payload.length, 'idempotency-key': entry.key };
      const started = performance.now();
      const req = request({ host: '127.0.0.1', port: plan.port, path: entry.path, method: 'POST', agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  let next = 0;
  const results: { status: number; ms: number }[] = [];
  const started = performance.now();
  const client = async () => {
    while (next < plan.requests.length && performance.now() - started < plan.deadlineMs) results.push(await send(plan.requests[next++]!));
  };
  await Promise.all(Array.from({ length: plan.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!;
  return { results, seconds, p50: at(0.5), p99: at(0.99) };
}

/** Runs the plan in a child process (with tsx, as this file is TypeScript) and resolves with what it measured. */
export function runLoad(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, DORSAL_LOAD_CLIENT: '1' } });
    child.once('message', (result) => {
      resolve(result as LoadResult);
      child.kill();
    });
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && code !== null && reject(new Error(`load client exited with ${code}`)));
    child.send(plan);
  });
}

if (process.env.DORSAL_LOAD_CLIENT === '1' && process.send) {
  process.once('message', (plan) => {
    void load(plan as LoadPlan).then((result) => process.send!(result));
  });
}
