import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDuration, isDurationText, parseDuration, subtractDuration } from './duration.ts';

describe('parseDuration', () => {
  it('reads hh:mm:ss and hh:mm:ss.mmm as milliseconds', () => {
    expect(parseDuration('01:02:03')).toBe(3_723_000);
    expect(parseDuration('00:45:10.250')).toBe(2_710_250);
    expect(parseDuration('00:00:01.5')).toBe(1_500);
    expect(parseDuration('123:00:00')).toBe(123 * 3_600_000);
    expect(parseDuration(' 0:10:00 ')).toBe(600_000);
  });

  it("treats '00:00:00' and empty text as no time", () => {
    expect(parseDuration('00:00:00')).toBeNull();
    expect(parseDuration('00:00:00.000')).toBeNull();
    expect(parseDuration('')).toBeNull();
  });

  it('rejects malformed text', () => {
    for (const text of ['1:2:3', '00:60:00', '00:00:60', 'abc', '01:02', '00:00:00.1234', '-01:00:00']) {
      expect(isDurationText(text)).toBe(false);
      expect(parseDuration(text)).toBeNull();
    }
    expect(isDurationText('00:00:00')).toBe(true);
  });
});

describe('formatDuration', () => {
  it('writes two digits per part and truncates the fraction', () => {
    expect(formatDuration(3_723_999)).toBe('01:02:03');
    expect(formatDuration(5_000)).toBe('00:00:05');
    expect(formatDuration(100 * 3_600_000)).toBe('100:00:00');
    expect(formatDuration(2_710_250, { withMillis: true })).toBe('00:45:10.250');
  });

  it("writes no time as '00:00:00'", () => {
    expect(formatDuration(null)).toBe('00:00:00');
    expect(formatDuration(-5)).toBe('00:00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00:00');
  });

  it('round-trips every positive millisecond count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 * 3_600_000 }), (ms) => {
        expect(parseDuration(formatDuration(ms, { withMillis: true }))).toBe(ms);
        const seconds = Math.floor(ms / 1000) * 1000;
        expect(parseDuration(formatDuration(ms))).toBe(seconds === 0 ? null : seconds);
      }),
    );
  });
});

describe('subtractDuration', () => {
  it('never goes below zero', () => {
    expect(subtractDuration(10_000, 4_000)).toBe(6_000);
    expect(subtractDuration(4_000, 10_000)).toBe(0);
    fc.assert(fc.property(fc.nat(), fc.nat(), (a, b) => subtractDuration(a, b) >= 0));
  });
});
