import { messages } from '@dorsal/core';
import type { Db } from '../../../db/database.ts';
import { readCounters } from '../../../lib/capacity-lock.ts';
import { AppError } from '../../../lib/errors.ts';
import type { RegistrationConfigRepository, RegistrationEvent, RegistrationModality } from './config.repository.ts';
import type { PricingContext } from './pricing.ts';
import { todayIn } from '../registration-dates.ts';

/**
 * 'No hay inscripciones disponibles para este evento': the event does not exist, is not in
 * registration status, has no registration settings, or its date has passed (in its time zone).
 */
export const registrationClosed = (status: 404 | 409) => new AppError(status, 'registration_closed', messages.registrationOutcome.closed);

/** How long an instance reuses an event's registration configuration (a change made elsewhere shows within this). */
export const CONFIG_TTL_MS = 5_000;

type Config = { event: RegistrationEvent | undefined; modalities: RegistrationModality[] };

/**
 * Loads what pricing and validation need, refusing events that are not open for registration.
 * The configuration is cached per event for CONFIG_TTL_MS (the hot path of a burst reads it once);
 * places are never decided from it: the counters it carries only serve early refusals and are
 * re-read before one is answered AGOTADO.
 */
export function createRegistrationContext(db: Db, config: RegistrationConfigRepository) {
  const cache = new Map<number, { at: number; value: Promise<Config> }>();

  function load(eventId: number): Promise<Config> {
    const hit = cache.get(eventId);
    if (hit && Date.now() - hit.at < CONFIG_TTL_MS) return hit.value;
    const value = Promise.all([config.findEvent(eventId), config.modalities(eventId)]).then(([event, modalities]) => ({ event, modalities }));
    cache.set(eventId, { at: Date.now(), value });
    value.catch(() => cache.delete(eventId));
    return value;
  }

  return {
    /** Drops the cached configuration of an event (after it is changed on this instance). */
    forget(eventId: number) {
      cache.delete(eventId);
    },

    async pricingContext(eventId: number, discountCode: string | null | undefined, closedStatus: 404 | 409, now = new Date()): Promise<PricingContext> {
      const [{ event, modalities }, discount] = await Promise.all([load(eventId), discountCode ? config.findDiscount(eventId, discountCode) : undefined]);
      if (!event || event.status !== 'registration') throw registrationClosed(closedStatus);
      const today = todayIn(event.timeZone, now);
      if (today > event.eventDate) throw registrationClosed(closedStatus);
      return { event, modalities, today, discount };
    },

    /** The same context with places as they are now (options shown to athletes). */
    async withFreshCounters(context: PricingContext): Promise<PricingContext> {
      const counters = await readCounters(db, context.event.id);
      const modalities = context.modalities.map((modality) => {
        const counter = counters.find((row) => row.modalityId === modality.id);
        return counter ? { ...modality, capacity: counter.capacity, taken: counter.taken } : modality;
      });
      return { ...context, modalities };
    },

    /** Whether a modality is full right now (read without lock: for refusing early, never for taking a place). */
    async isFullNow(eventId: number, modalityId: number): Promise<boolean> {
      const counter = (await readCounters(db, eventId)).find((row) => row.modalityId === modalityId);
      return !counter || (counter.capacity !== null && counter.taken >= counter.capacity);
    },
  };
}
export type RegistrationContext = ReturnType<typeof createRegistrationContext>;
