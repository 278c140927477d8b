import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { athletePassings, matchWindows, PHOTO_MATCH_WINDOW_MS, photoMatchesAthlete } from './matching.ts';

const arrived = '2026-03-01T14:00:00.000Z';
const athlete = {
  bib: 7,
  passings: athletePassings({ arrivedAt: arrived, splits: [{ controlCode: 2001, at: '2026-03-01T13:30:00.000Z' }, { controlCode: 3001 }] }),
};

describe('photo matching (±200 s at the point, or the bib)', () => {
  it('reads the finish and each checkpoint instant, by checkpoint number', () => {
    expect(athlete.passings).toEqual([
      { point: 'meta', at: Date.parse(arrived) },
      { point: '2', at: Date.parse('2026-03-01T13:30:00.000Z') },
    ]);
    expect(athletePassings({ arrivedAt: null, splits: [] })).toEqual([]);
  });

  it('matches a photo at the same point within 200 s either side, both ends included', () => {
    const at = (ms: number, point = 'meta') => ({ point, adjustedAt: new Date(Date.parse(arrived) + ms), bibs: [] });
    expect(photoMatchesAthlete(at(200_000), athlete)).toBe(true);
    expect(photoMatchesAthlete(at(-200_000), athlete)).toBe(true);
    expect(photoMatchesAthlete(at(200_001), athlete)).toBe(false);
    expect(photoMatchesAthlete(at(0, '2'), athlete)).toBe(false); // 30 min before the finish
    expect(photoMatchesAthlete({ point: '5', adjustedAt: null, bibs: [7] }, athlete)).toBe(true);
    expect(photoMatchesAthlete({ point: 'meta', adjustedAt: null, bibs: [8] }, athlete)).toBe(false);
  });

  it('agrees with its SQL windows for any photo time', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.constantFrom('meta', '2', '3'), (offset, point) => {
        const adjustedAt = new Date(Date.parse(arrived) + offset);
        const inWindow = matchWindows(athlete.passings).some((w) => w.point === point && w.from <= adjustedAt && adjustedAt <= w.to);
        expect(photoMatchesAthlete({ point, adjustedAt, bibs: [] }, athlete)).toBe(inWindow);
        if (point === 'meta') expect(inWindow).toBe(Math.abs(offset) <= PHOTO_MATCH_WINDOW_MS);
      }),
    );
  });
});
