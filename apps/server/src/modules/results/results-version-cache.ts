/**
 * The results version of each event, read once and trusted for `ttlMs` or until `forget` (a change
 * notification from lib/realtime, or this instance's own write): every page request checks the
 * version, and at race-day load that check must not be a database round trip each time.
 * Concurrent misses of one event share one read; a read overtaken by a `forget` is answered to its
 * callers but not kept, and later callers start a new one. Past `ttlMs` (the safety net for a lost
 * notification) the known version is answered while a fresh read runs.
 */
export function createVersionCache(read: (eventId: number) => Promise<number | null>, ttlMs: number) {
  const known = new Map<number, { version: number | null; at: number }>();
  const reading = new Map<number, Promise<number | null>>();
  let generation = 0;

  function start(eventId: number): Promise<number | null> {
    const startedIn = generation;
    const at = performance.now();
    const pending = read(eventId);
    reading.set(eventId, pending);
    const settle = () => {
      if (reading.get(eventId) === pending) reading.delete(eventId);
    };
    pending.then((version) => {
      settle();
      if (startedIn === generation) known.set(eventId, { version, at });
    }, settle);
    return pending;
  }

  return {
    get(eventId: number): Promise<number | null> {
      const entry = known.get(eventId);
      if (!entry) return reading.get(eventId) ?? start(eventId);
      // Past its time, a version is still answered while it is read again: no request waits on the check.
      if (performance.now() - entry.at >= ttlMs && !reading.has(eventId)) start(eventId).catch(() => {});
      return Promise.resolve(entry.version);
    },
    forget(eventId?: number) {
      generation += 1;
      if (eventId === undefined) {
        known.clear();
        reading.clear();
      } else {
        known.delete(eventId);
        reading.delete(eventId);
      }
    },
  };
}
