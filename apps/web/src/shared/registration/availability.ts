import type { EventCard } from '@dorsal/core';

/** Today's calendar date 'YYYY-MM-DD' in a time zone (the event's calendar decides prices and closing). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * What an event card offers (spec §2): registration while the event is in status 'registration'
 * and its date has not passed; 'Evento realizado el {date}' once it has; otherwise nothing.
 */
export type RegistrationAvailability = 'open' | 'held' | 'closed';

export function registrationAvailability(event: Pick<EventCard, 'status' | 'date' | 'timeZone'>, now?: Date): RegistrationAvailability {
  if (event.status !== 'registration') return 'closed';
  return event.date < todayIn(event.timeZone, now) ? 'held' : 'open';
}

/** Whether the payment processor is the sandbox (test cards, 'Simular pago en OXXO'), as the API says. */
export function isSandboxProvider(provider: string | undefined): boolean {
  return provider === 'sandbox';
}
