import { timeZoneName } from '@dorsal/core';

/** Today ('YYYY-MM-DD') in a time zone: prices, discounts and ages follow the event's calendar. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatter(dayFormats, timeZone, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })).format(now);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const instantFormats = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build: one per time zone, kept. */
function formatter(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = cache.get(timeZone);
  if (!found) {
    found = make();
    cache.set(timeZone, found);
  }
  return found;
}

/**
 * An instant as people in the event's time zone read it, naming the zone (a buyer may be
 * elsewhere): '24 de noviembre de 2026 a las 10:30, hora del centro de México'.
 */
export function formatInstant(instant: Date, timeZone: string): string {
  const local = formatter(instantFormats, timeZone, () => new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23', timeZone })).format(instant);
  return `${local}, ${timeZoneName(timeZone, instant)}`;
}

/** How long a card payment holds its place while the buyer retries an unanswered charge. */
export const CARD_HOLD_MINUTES = 30;
