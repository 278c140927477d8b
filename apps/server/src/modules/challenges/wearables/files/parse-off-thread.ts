import { Worker } from 'node:worker_threads';
import { AppError } from '../../../../lib/errors.ts';
import { parseActivityFile } from './parse-activity-file.ts';
import type { ParsedActivity } from './parsed-activity.ts';

/** Files up to this size are read on the request's thread: a worker's start costs more than they take to parse. */
export const OFF_THREAD_FROM_BYTES = 2 * 1024 * 1024;
const MAX_WORKERS = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function inWorker(data: Buffer): Promise<ParsedActivity> {
  if (running >= MAX_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await new Promise<ParsedActivity>((resolve, reject) => {
      const worker = new Worker(new URL('./parse-activity-worker.mjs', import.meta.url), { workerData: data });
      worker.once('message', (answer: { parsed: ParsedActivity } | { refused: { status: number; code: string; message: string } }) => {
        if ('parsed' in answer) resolve(answer.parsed);
        else reject(new AppError(answer.refused.status, answer.refused.code, answer.refused.message));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`activity parser stopped (${code})`)));
    });
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * An activity file read without holding the server: a large GPX (tens of MB of XML) takes a second or two to parse,
 * which on the request's thread would stall every other request and live stream of the instance meanwhile.
 */
export function parseActivityFileOffThread(data: Buffer): Promise<ParsedActivity> {
  return data.length < OFF_THREAD_FROM_BYTES ? Promise.resolve().then(() => parseActivityFile(data)) : inWorker(data);
}
