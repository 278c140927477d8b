/**
 * Dates and date-times as the old platform and spreadsheets write them. Local date-times (no
 * offset) are read in the event's time zone and returned as ISO 8601 UTC instants. Pure: uses Intl and @date-fns/tz.
 */
import { TZDate } from '@date-fns/tz';
import { formatIsoDate, isValidDateParts, type DateParts } from '../dates/iso-date.ts';

export const DEFAULT_IMPORT_TIME_ZONE = 'America/Mexico_City';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Epoch ms of a wall-clock time in a zone (given as if it were UTC), by @date-fns/tz. */
export function zonedTimeToEpoch(wallAsUtcMs: number, timeZone: string): number {
  const wall = new Date(wallAsUtcMs);
  return new TZDate(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
    timeZone,
  ).getTime();
}

const datePatterns: { pattern: RegExp; order: 'ymd' | 'dmy' }[] = [
  { pattern: /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/, order: 'ymd' },
  { pattern: /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/, order: 'dmy' },
];

/** 'YYYY-MM-DD', 'YYYY/MM/DD', or the Mexican 'DD/MM/YYYY' / 'DD-MM-YYYY'. */
export function readDate(text: string): DateParts | null {
  const trimmed = text.trim();
  for (const { pattern, order } of datePatterns) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const [a, b, c] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const parts = order === 'ymd' ? { year: a, month: b, day: c } : { year: c, month: b, day: a };
    return isValidDateParts(parts) ? parts : null;
  }
  return null;
}

/** readDate as 'YYYY-MM-DD'. */
export function readIsoDate(text: string): string | null {
  const parts = readDate(text);
  return parts ? formatIsoDate(parts) : null;
}

interface ClockParts {
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

const clockPattern = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(?:([ap])\.?\s?m\.?)?$/i;

/** 'H:MM', 'HH:MM:SS[.fff]', optionally with 'am' / 'p. m.'. */
function readClock(text: string): ClockParts | null {
  const match = clockPattern.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = match[3] ? Number(match[3]) : 0;
  const ms = match[4] ? Number(match[4].slice(0, 3).padEnd(3, '0')) : 0;
  const meridiem = match[5]?.toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second, ms };
}

/** A time of day as 'HH:MM' (seconds dropped), or null. */
export function readClockTime(text: string): string | null {
  const clock = readClock(text);
  if (!clock) return null;
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
}

const offsetPattern = /(Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** Instant of a local date and time of day in a zone, as ISO 8601 UTC. */
export function localToIso(date: DateParts, clockText: string, timeZone: string): string | null {
  const clock = readClock(clockText);
  if (!clock) return null;
  const wall = Date.UTC(date.year, date.month - 1, date.day, clock.hour, clock.minute, clock.second, clock.ms);
  return new Date(zonedTimeToEpoch(wall, timeZone)).toISOString();
}

/**
 * A date-time cell: ISO 8601 with an offset ('2025-03-02T14:05:00Z'), or a local
 * 'YYYY-MM-DD hh:mm:ss' (also with 'T', or a 'DD/MM/YYYY' date) read in `timeZone`. Empty and the
 * old platform's unset '0000-00-00 00:00:00' give null; unreadable text gives 'invalid'.
 */
export function readInstant(text: string, timeZone: string): string | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '' || /^0000-00-00/.test(trimmed)) return null;
  const split = /^(\d{1,4}[-/]\d{1,2}[-/]\d{1,4})(?:T|\s+)(.+)$/i.exec(trimmed);
  if (!split) return 'invalid';
  const date = readDate(split[1]!);
  if (!date) return 'invalid';
  const timeText = split[2]!.trim();
  const offset = offsetPattern.exec(timeText);
  if (!offset) return localToIso(date, timeText, timeZone) ?? 'invalid';
  const clock = readClock(timeText.slice(0, offset.index).trim());
  if (!clock) return 'invalid';
  const wall = Date.UTC(date.year, date.month - 1, date.day, clock.hour, clock.minute, clock.second, clock.ms);
  return new Date(wall - offsetMs(offset[1]!)).toISOString();
}

function offsetMs(text: string): number {
  if (text.toUpperCase() === 'Z') return 0;
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  return sign * (hours * 60 + minutes) * 60_000;
}
