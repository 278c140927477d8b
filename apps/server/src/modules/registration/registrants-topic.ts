import type { DbExecutor } from '../../db/database.ts';
import { publish } from '../../lib/realtime/index.ts';

/** The topic staff follow in Ingresos: a registration was made, paid, expired or edited. */
export const registrantsTopic = (eventId: number) => `events/${eventId}/registrants`;

/** The event of a registrants topic; null for any other topic. */
export function eventOfRegistrantsTopic(topic: string): number | null {
  const match = /^events\/(\d+)\/registrants$/.exec(topic);
  return match ? Number(match[1]) : null;
}

/**
 * Tells the event's Ingresos that its list changed. The payload names nothing: a point of sale follows the
 * same topic and must not learn about registrations that are not theirs; the browser reads its page again.
 */
export async function announceRegistrants(executor: DbExecutor, eventId: number): Promise<void> {
  await publish(executor, registrantsTopic(eventId), { changed: true });
}

/**
 * Announces an event's list soon after a registration (the hot path stays one statement): at most one message per
 * event per `delayMs` from this instance, published after the registration committed. Pending ones are dropped on
 * close; browsers read their page again when they reconnect anyway.
 */
export function createRegistrantsAnnouncer(executor: DbExecutor, options: { delayMs?: number; onError?: (error: unknown) => void } = {}) {
  const delayMs = options.delayMs ?? 250;
  const pending = new Map<number, NodeJS.Timeout>();
  return {
    soon(eventId: number) {
      if (pending.has(eventId)) return;
      const timer = setTimeout(() => {
        pending.delete(eventId);
        announceRegistrants(executor, eventId).catch(options.onError ?? ((error: unknown) => console.error('registrants announce', error)));
      }, delayMs);
      timer.unref();
      pending.set(eventId, timer);
    },
    close() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
export type RegistrantsAnnouncer = ReturnType<typeof createRegistrantsAnnouncer>;
