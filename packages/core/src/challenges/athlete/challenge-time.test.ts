import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { challengePace, challengeTextToSeconds, challengeTimeSchema, challengeTimeToSeconds, formatChallengeTime, secondsToChallengeText, secondsToChallengeTime } from './challenge-time.ts';

describe('challenge time form', () => {
  it('zero-pads and joins HH:MM:SS; seconds optional', () => {
    expect(formatChallengeTime({ hours: 1, minutes: 5, seconds: null })).toBe('01:05:00');
    expect(formatChallengeTime({ hours: 100, minutes: 59, seconds: 9 })).toBe('100:59:09');
    expect(challengeTimeSchema.safeParse({ hours: 0, minutes: 42 }).success).toBe(true);
  });

  it('refuses out-of-range parts with Spanish messages', () => {
    const issues = (value: unknown) => challengeTimeSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(issues({ hours: 101, minutes: 0 })).toEqual(['De 0 a 100 horas']);
    expect(issues({ hours: 1, minutes: 60 })).toEqual(['De 0 a 59 minutos']);
    expect(issues({ hours: 1, minutes: 0, seconds: 60 })).toEqual(['De 0 a 59 segundos']);
    expect(issues({ minutes: 1 })).toEqual(['Campo requerido']);
    expect(issues({ hours: 1.5, minutes: 1 })).toEqual(['Ingresa un número entero']);
  });

  it('text ↔ seconds round-trips for every admitted time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }), (hours, minutes, seconds) => {
        const total = challengeTimeToSeconds({ hours, minutes, seconds });
        expect(secondsToChallengeTime(total)).toEqual({ hours, minutes, seconds });
        if (total > 0) expect(challengeTextToSeconds(secondsToChallengeText(total)!)).toBe(total);
      }),
    );
    expect(secondsToChallengeText(0)).toBeNull();
    expect(challengeTextToSeconds('1:2:3')).toBeNull();
  });

  it('pace is min:ss per km', () => {
    expect(challengePace(3000, 10)).toBe('5:00 /km');
    expect(challengePace(null, 10)).toBe('');
  });
});
