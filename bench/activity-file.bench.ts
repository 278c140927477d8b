/**
 * A large activity file (a ~48 MB GPX: a long ride recorded every second, with heart rate) read the two ways the
 * server can: on the request's thread, and in a worker thread (what uploads past 2 MB do). For each: the time to the
 * answer and the longest stall of this process's event loop meanwhile (what every other request and live stream of the
 * instance waits). The baseline, in the same run: a bare worker thread started and answering one message (the fixed
 * cost of going off the thread).
 * Run: npx tsx bench/activity-file.bench.ts
 */
import { Worker } from 'node:worker_threads';
import { gpxRun } from '@dorsal/server/modules/challenges/wearables/fixtures/gpx-track';
import { parseActivityFile } from '@dorsal/server/modules/challenges/wearables/files/parse-activity-file';
import { parseActivityFileOffThread } from '@dorsal/server/modules/challenges/wearables/files/parse-off-thread';

const TRIES = 3;
// About 190 bytes per point: 260,000 one-second points make ~48 MB.
const big = Buffer.from(gpxRun({ start: new Date('2026-11-20T06:00:00Z'), meters: 1_000_000, seconds: 260_000, stepSeconds: 1, type: 'cycling' }));

async function measure(run: () => Promise<unknown>) {
  const results: { ms: number; stallMs: number }[] = [];
  for (let i = 0; i < TRIES; i += 1) {
    // A tick every 5 ms: the longest gap between two is the longest time the loop could not answer anyone.
    let last = performance.now();
    let stallMs = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      stallMs = Math.max(stallMs, now - last);
      last = now;
    }, 5);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const started = performance.now();
    await run();
    const ms = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
    clearInterval(ticker);
    results.push({ ms, stallMs });
  }
  results.sort((a, b) => a.ms - b.ms);
  return results[Math.floor(results.length / 2)]!;
}

const bareWorker = () =>
  new Promise<void>((resolve, reject) => {
    const worker = new Worker('require("node:worker_threads").parentPort.postMessage(1)', { eval: true });
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });

const base = await measure(bareWorker);
const onThread = await measure(async () => parseActivityFile(big));
const offThread = await measure(() => parseActivityFileOffThread(big));
console.log(`GPX of ${(big.length / 1024 / 1024).toFixed(1)} MB, median of ${TRIES}`);
console.log('case'.padEnd(44) + 'answer ms'.padStart(11) + 'loop stall ms'.padStart(15));
const line = (name: string, m: { ms: number; stallMs: number }) => console.log(name.padEnd(44) + m.ms.toFixed(0).padStart(11) + m.stallMs.toFixed(0).padStart(15));
line('baseline: a bare worker thread, one message', base);
line('parsed on the request thread', onThread);
line('parsed in a worker thread (uploads > 2 MB)', offThread);
