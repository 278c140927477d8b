import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidTimeZone, readClockTime, readInstant, readIsoDate, zonedTimeToEpoch } from './local-time.ts';

describe('local date-times', () => {
  it('reads a local date-time in the event zone as UTC, daylight time included', () => {
    expect(readInstant('2024-03-10 08:25:32', 'America/Mexico_City')).toBe('2024-03-10T14:25:32.000Z');
    expect(readInstant('2019-07-01T08:00', 'America/Mexico_City')).toBe('2019-07-01T13:00:00.000Z');
    expect(readInstant('10/03/2024 08:25:32.5', 'America/Mexico_City')).toBe('2024-03-10T14:25:32.500Z');
  });

  it('keeps explicit offsets and reads unset values as null', () => {
    expect(readInstant('2024-03-10T14:25:32Z', 'America/Mexico_City')).toBe('2024-03-10T14:25:32.000Z');
    expect(readInstant('2024-03-10T08:25:32-06:00', 'Europe/Madrid')).toBe('2024-03-10T14:25:32.000Z');
    expect(readInstant('', 'America/Mexico_City')).toBeNull();
    expect(readInstant('0000-00-00 00:00:00', 'America/Mexico_City')).toBeNull();
  });

  it('rejects what is not a date-time', () => {
    for (const text of ['ayer', '2024-03-10', '2024-02-30 10:00:00', '2024-03-10 25:00:00', '08:25']) {
      expect(readInstant(text, 'America/Mexico_City')).toBe('invalid');
    }
  });

  it('reads dates and times of day as written in Mexico', () => {
    expect(readIsoDate('2024-3-9')).toBe('2024-03-09');
    expect(readIsoDate('09/03/2024')).toBe('2024-03-09');
    expect(readIsoDate('31/02/2024')).toBeNull();
    expect(readClockTime('7:05')).toBe('07:05');
    expect(readClockTime('07:05:59')).toBe('07:05');
    expect(readClockTime('12:30 a. m.')).toBe('00:30');
    expect(readClockTime('7:30 PM')).toBe('19:30');
    expect(readClockTime('24:00')).toBeNull();
  });

  it('reads back, in a zone with daylight time, the wall clock it was given (outside the skipped hour)', () => {
    const zones = ['America/Tijuana', 'America/Mexico_City', 'America/Cancun', 'Europe/Madrid'];
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2030, 0, 1) }), (timeZone, wall) => {
        const epoch = zonedTimeToEpoch(wall, timeZone);
        const parts = Object.fromEntries(
          new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
            .formatToParts(new Date(epoch))
            .map((part) => [part.type, Number(part.value)]),
        );
        const readBack = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) + (wall % 1000);
        // In the hour a spring change skips, the clock reads one hour later; otherwise it reads what was given.
        expect([0, 3_600_000]).toContain(readBack - wall);
      }),
    );
    expect(new Date(zonedTimeToEpoch(Date.UTC(2024, 6, 1, 8), 'America/Tijuana')).toISOString()).toBe('2024-07-01T15:00:00.000Z');
    expect(new Date(zonedTimeToEpoch(Date.UTC(2024, 0, 1, 8), 'America/Tijuana')).toISOString()).toBe('2024-01-01T16:00:00.000Z');
  });

  it('knows valid zones', () => {
    expect(isValidTimeZone('America/Cancun')).toBe(true);
    expect(isValidTimeZone('Marte/Olimpo')).toBe(false);
  });
});
