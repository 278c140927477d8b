import type { PassingBatchAnswer } from '@dorsal/core';
import type { PlannedPassing } from './race-plan.ts';

export interface ReplayOptions {
  /** Base URL of the Dorsal server. */
  url: string;
  eventId: number;
  /** A timing key of the event (Administrar eventos → Cronometraje). */
  key: string;
  passings: readonly PlannedPassing[];
  /** Race milliseconds per wall-clock millisecond: 1 is real time, 10 ten times faster. */
  speed: number;
  /** Where the race clock starts, epoch ms (readings up to it are sent at once). */
  fromMs: number;
  /** How often due readings are sent. */
  tickMs?: number;
  signal?: AbortSignal;
  onBatch?: (sent: number, answer: PassingBatchAnswer) => void;
  onError?: (error: unknown) => void;
}

const BATCH = 500;
const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Sends the planned readings to the timing API as their race time comes: the race clock runs `speed` times faster
 * than the wall clock from `fromMs`. A batch that fails is sent again on the next tick (the API is idempotent).
 * Resolves when every reading was sent or the signal aborts.
 */
export async function replayRace(options: ReplayOptions): Promise<void> {
  const tickMs = options.tickMs ?? 1_000;
  const wallStart = Date.now();
  let sent = 0;
  while (sent < options.passings.length && !options.signal?.aborted) {
    const raceNow = options.fromMs + (Date.now() - wallStart) * options.speed;
    let due = sent;
    while (due < options.passings.length && options.passings[due]!.atMs <= raceNow) due++;
    while (sent < due && !options.signal?.aborted) {
      const batch = options.passings.slice(sent, Math.min(due, sent + BATCH)).map(({ atMs: _atMs, ...passing }) => passing);
      try {
        const response = await fetch(`${options.url}/api/events/${options.eventId}/timing/passings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.key}` },
          body: JSON.stringify({ passings: batch }),
          signal: options.signal ?? null,
        });
        if (!response.ok) throw new Error(`timing API ${response.status}: ${await response.text()}`);
        sent += batch.length;
        options.onBatch?.(sent, (await response.json()) as PassingBatchAnswer);
      } catch (error) {
        if (options.signal?.aborted) return;
        options.onError?.(error);
        break;
      }
    }
    await wait(tickMs, options.signal);
  }
}
