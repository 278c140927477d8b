import { formatLongDate } from '../../shared/formatting/dates.ts';

/** An event's calendar date 'YYYY-MM-DD' as "sábado 14 de marzo de 2026" (read at noon UTC: no day shift). */
export function eventDateText(date: string): string {
  const instant = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(instant.getTime()) ? date : formatLongDate(instant, 'UTC');
}

/** A start time 'HH:MM[:SS]' as "07:00". */
export function startTimeText(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : '';
}

/** "Bosque de Chapultepec, Ciudad de México" without empty parts. */
export function placeText(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part && part.trim()).join(', ');
}
