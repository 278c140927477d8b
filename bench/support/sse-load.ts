/**
 * SSE load in a child process: opens `connections` streams to one URL, reports when all are open,
 * then records for every received frame its delivery latency (now − the `sentAt` the server put in
 * the payload; both processes read the same clock) until each stream got `expected` messages.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export interface SseLoadPlan {
  port: number;
  path: string;
  connections: number;
  expected: number;
}

export interface SseLoadResult {
  deliveries: number;
  p50: number;
  p99: number;
  firstSentAt: number;
  lastReceivedAt: number;
}

const now = () => performance.timeOrigin + performance.now();
/** When the message was sent: a `sentAt` epoch-ms number, or a live passing's `"at"` instant (the reading, stamped when it was sent). */
const SENT_AT = /"sentAt": ?([\d.]+)|"at": ?"([0-9T:.\-Z]+)"/g;

async function run(plan: SseLoadPlan, report: (message: unknown) => void) {
  const latencies: number[] = [];
  const counts = new Array<number>(plan.connections).fill(0);
  let complete = 0;
  let firstSentAt = Infinity;
  let lastReceivedAt = 0;
  const open = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port: plan.port, path: plan.path, agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
        response.setEncoding('latin1');
        let carry = '';
        response.on('data', (chunk: string) => {
          const received = now();
          const text = carry + chunk;
          const last = text.lastIndexOf('\n\n');
          carry = text.slice(last + 2);
          for (const match of text.slice(0, last + 2).matchAll(SENT_AT)) {
            const sentAt = match[1] !== undefined ? Number(match[1]) : Date.parse(match[2]!);
            latencies.push(received - sentAt);
            firstSentAt = Math.min(firstSentAt, sentAt);
            lastReceivedAt = Math.max(lastReceivedAt, received);
            counts[index]! += 1;
            if (counts[index] === plan.expected) {
              complete += 1;
              if (complete === plan.connections) finish();
            }
          }
        });
        resolve();
      });
      request.on('error', reject);
    });
  for (let start = 0; start < plan.connections; start += 250) {
    await Promise.all(Array.from({ length: Math.min(250, plan.connections - start) }, (_, i) => open(start + i)));
  }
  report({ connected: plan.connections });
  function finish() {
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]!;
    report({ deliveries: latencies.length, p50: at(0.5), p99: at(0.99), firstSentAt, lastReceivedAt } satisfies SseLoadResult);
  }
}

/** Forks the load process; `connected` resolves once every stream is open, `done` with the measures. */
export function startSseLoad(plan: SseLoadPlan) {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, DORSAL_SSE_LOAD: '1' } });
  let resolveConnected: () => void;
  let resolveDone: (result: SseLoadResult) => void;
  const connected = new Promise<void>((resolve) => (resolveConnected = resolve));
  const done = new Promise<SseLoadResult>((resolve) => (resolveDone = resolve));
  child.on('message', (message: { connected?: number } & Partial<SseLoadResult>) => {
    if (message.connected) resolveConnected();
    else resolveDone(message as SseLoadResult);
  });
  child.send(plan);
  return { connected, done, stop: () => child.kill() };
}

if (process.env.DORSAL_SSE_LOAD === '1') {
  process.once('message', (plan: SseLoadPlan) => void run(plan, (message) => process.send!(message)));
}
