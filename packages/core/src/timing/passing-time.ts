import { parseIsoDate } from '../dates/iso-date.ts';
import { localToIso } from '../imports/local-time.ts';

const TIME_OF_DAY = /^\d{1,2}:\d{2}:\d{2}(?:[.,]\d{1,3})?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The instant (epoch ms) of a passing's time as timing systems send it: an ISO 8601 instant with its offset, or a
 * time of day ('07:42:13.250') on the event's date in the event's zone. Null when it is neither.
 */
export function passingInstant(time: string, event: { eventDate: string; timeZone: string }): number | null {
  const text = time.trim();
  if (INSTANT.test(text)) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? null : ms;
  }
  const date = parseIsoDate(event.eventDate);
  if (!TIME_OF_DAY.test(text) || !date) return null;
  const iso = localToIso(date, text.replace(',', '.'), event.timeZone);
  return iso ? Date.parse(iso) : null;
}
