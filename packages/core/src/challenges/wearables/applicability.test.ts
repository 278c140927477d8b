import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isActivityApplicable, startedAfterChallengeStart } from './applicability.ts';

describe('activity applicability (spec §9: whole km rounded ≥ distance − 0.1)', () => {
  it('counts a 9.6 km run for 10 km and refuses 9.4 km', () => {
    expect(isActivityApplicable({ distanceInMeters: 9_600 }, 10)).toBe(true);
    expect(isActivityApplicable({ distanceInMeters: 9_400 }, 10)).toBe(false);
    expect(isActivityApplicable({ distanceInMeters: 21_100 }, 21.1)).toBe(true);
    expect(isActivityApplicable({ distanceInMeters: 5_000 }, 5)).toBe(true);
  });

  it('a longer activity never stops counting', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 1, max: 100 }), (meters, extra, km) => {
        if (isActivityApplicable({ distanceInMeters: meters }, km)) expect(isActivityApplicable({ distanceInMeters: meters + extra }, km)).toBe(true);
      }),
    );
  });

  it('keeps only activities started after the challenge start shifted by the zone offset', () => {
    const start = new Date('2026-11-01T06:00:00Z');
    const at = (iso: string) => ({ startTimeInSeconds: Date.parse(iso) / 1000 });
    expect(startedAfterChallengeStart(at('2026-11-01T06:00:00Z'), start)).toBe(true);
    expect(startedAfterChallengeStart(at('2026-11-01T05:59:59Z'), start)).toBe(false);
    expect(startedAfterChallengeStart(at('2026-11-01T00:00:00Z'), start, -360)).toBe(true);
  });
});
