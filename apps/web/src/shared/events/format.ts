import { messages, fill } from '@dorsal/core';
import type { CategoryView } from '@dorsal/core';
import { formatLongDate, formatTime } from '../formatting/dates.ts';

const t = messages.events;

/**
 * An event's calendar date 'YYYY-MM-DD' as "sábado 14 de marzo de 2026". The date is already the
 * event's local date, so it is read at noon UTC and written in UTC (no day shift).
 */
export function formatEventDate(date: string): string {
  const instant = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(instant.getTime()) ? date : formatLongDate(instant, 'UTC');
}

/** A time of day: 'HH:MM' (or 'HH:MM:SS') as "07:00"; an ISO instant in the event's time zone. */
export function formatTimeOfDay(value: string, timeZone?: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (match) return `${match[1]!.padStart(2, '0')}:${match[2]}`;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : formatTime(instant, timeZone);
}

/** Age bounds of a category: 0 is open below, 200 open above (spec §9). */
export function ageRangeText({ minAge, maxAge }: Pick<CategoryView, 'minAge' | 'maxAge'>): string {
  const openMin = minAge <= 0;
  const openMax = maxAge >= 200;
  if (openMin && openMax) return t.ageAll;
  if (openMin) return fill(t.ageUpTo, { max: maxAge });
  if (openMax) return fill(t.ageFrom, { min: minAge });
  return fill(t.ageRange, { min: minAge, max: maxAge });
}

/** "Bosque de Chapultepec, Ciudad de México" without empty parts. */
export function placeText(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part && part.trim()).join(', ');
}

const numberFormat = new Intl.NumberFormat('es-MX');

/** "1,234" */
export function formatCount(value: number): string {
  return numberFormat.format(value);
}
