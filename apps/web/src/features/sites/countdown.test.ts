import { describe, expect, it } from 'vitest';
import { countdownParts, twoDigits } from './countdown.ts';

const target = Date.parse('2026-03-14T07:00:00-06:00');

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, finished: false });
  });

  it('rounds down to the whole second', () => {
    expect(countdownParts(target, target - 1999)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 1, finished: false });
    expect(countdownParts(target, target - 999)).toMatchObject({ seconds: 0, finished: false });
  });

  it('ticks one second at a time across a minute and a day', () => {
    expect(countdownParts(target, target - 60_000)).toMatchObject({ minutes: 1, seconds: 0 });
    expect(countdownParts(target, target - 59_000)).toMatchObject({ minutes: 0, seconds: 59 });
    expect(countdownParts(target, target - 86_400_000)).toMatchObject({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(target, target - 86_399_000)).toMatchObject({ days: 0, hours: 23, minutes: 59, seconds: 59 });
  });

  it('is finished (all zero) at and after the target, and for an unreadable target', () => {
    expect(countdownParts(target, target)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, finished: true });
    expect(countdownParts(target, target + 5000)).toMatchObject({ seconds: 0, finished: true });
    expect(countdownParts(Number.NaN, target).finished).toBe(true);
  });

  it('writes clock parts with two digits', () => {
    expect([twoDigits(0), twoDigits(7), twoDigits(42), twoDigits(123)]).toEqual(['00', '07', '42', '123']);
  });
});
