import { TZDate } from '@date-fns/tz';
import { parseIsoDate } from '../dates/iso-date.ts';
import { localToIso } from '../imports/local-time.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the event's wall clock shows it: 'YYYY-MM-DDTHH:MM' (what a datetime-local input holds). */
export function localStartOf(instant: string, timeZone: string): string {
  const local = new TZDate(Date.parse(instant), timeZone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** The instant (ISO 8601 UTC) of a wall-clock 'YYYY-MM-DDTHH:MM' in the event's zone; null when it is not one. */
export function startInstantOf(local: string, timeZone: string): string | null {
  const [date, time] = local.split('T');
  const parts = date ? parseIsoDate(date) : null;
  return parts && time ? localToIso(parts, time, timeZone) : null;
}
