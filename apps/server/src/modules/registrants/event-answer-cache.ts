/**
 * Answers computed lately about one event's registrants (dashboards, list counts), by event and key. An event's
 * entries are dropped when its registrants topic publishes (a registration, a payment, an edit — from any instance,
 * through the realtime NOTIFY) and after `ttlMs` at most; the next request computes them again. Race week's many
 * refreshes of an unchanged list cost one computation.
 */
export function createEventAnswerCache<T>(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 1_000;
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    read(eventId: number, key: string, compute: () => Promise<T>): Promise<T> {
      const id = `${eventId}|${key}`;
      const hit = entries.get(id);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = compute();
      entries.set(id, { at: Date.now(), value });
      value.catch(() => entries.delete(id));
      return value;
    },
    /** The event's registrations changed (null: anything may have, after a gap in notifications). */
    forget(eventId: number | null) {
      if (eventId === null) return entries.clear();
      for (const id of [...entries.keys()]) if (id.startsWith(`${eventId}|`)) entries.delete(id);
    },
  };
}
export type EventAnswerCache<T> = ReturnType<typeof createEventAnswerCache<T>>;
