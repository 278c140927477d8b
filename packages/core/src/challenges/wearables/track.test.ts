import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { activityFlags, haversineMeters, isImplausibleSpeed, summarizeTrack, type TrackPoint } from './track.ts';

/** Points due north from (lat, lon), `meters` apart, every `seconds`. */
function north(count: number, meters: number, seconds: number, start = { lat: 19.4, lon: -99.1, time: 1_800_000_000 }): TrackPoint[] {
  const degrees = meters / 111_195.08; // one degree of latitude on the 6,371,008.8 m sphere
  return Array.from({ length: count }, (_, i) => ({ lat: start.lat + i * degrees, lon: start.lon, time: start.time + i * seconds }));
}

describe('GPS track maths', () => {
  it('haversine: worked examples', () => {
    expect(haversineMeters({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111_195.08, 0);
    // Zócalo to the Ángel de la Independencia, Mexico City: about 3.4 km
    const km = haversineMeters({ lat: 19.4326, lon: -99.1332 }, { lat: 19.4270, lon: -99.1677 }) / 1000;
    expect(km).toBeGreaterThan(3.5);
    expect(km).toBeLessThan(3.7);
  });

  it('a steady 10 km run: distance, elapsed and moving time', () => {
    const summary = summarizeTrack([north(1001, 10, 3)]);
    expect(summary.distanceInMeters).toBeCloseTo(10_000, 0);
    expect(summary.elapsedSeconds).toBe(3000);
    expect(summary.movingSeconds).toBe(3000);
  });

  it("the track's own pauses: standing still, a recording gap and a segment break count no moving time", () => {
    const run = north(101, 10, 3);
    const last = run[run.length - 1]!;
    const standing = Array.from({ length: 60 }, (_, i) => ({ ...last, time: last.time! + (i + 1) * 1 }));
    const after = north(101, 10, 3, { lat: last.lat, lon: last.lon, time: last.time! + 60 + 1 });
    const summary = summarizeTrack([[...run, ...standing, ...after]]);
    expect(summary.movingSeconds).toBe(600);
    expect(summary.distanceInMeters).toBeCloseTo(2000, 0);

    const gap = summarizeTrack([[...run, ...north(101, 10, 3, { lat: last.lat + 0.01, lon: last.lon, time: last.time! + 1000 })]]);
    expect(gap.movingSeconds).toBe(600);
    expect(gap.distanceInMeters).toBeCloseTo(2000, 0);

    const segments = summarizeTrack([run, north(101, 10, 3, { lat: last.lat + 0.01, lon: last.lon, time: last.time! + 120 })]);
    expect(segments.distanceInMeters).toBeCloseTo(2000, 0);
    expect(segments.movingSeconds).toBe(600);
  });

  it('flags a run faster than 25 km/h, never a ride', () => {
    expect(isImplausibleSpeed('RUNNING', 10_000, 1200)).toBe(true); // 30 km/h
    expect(isImplausibleSpeed('RUNNING', 10_000, 2400)).toBe(false); // 15 km/h
    expect(isImplausibleSpeed('WALKING', 10_000, 1200)).toBe(true);
    expect(isImplausibleSpeed('CYCLING', 10_000, 1200)).toBe(false);
    expect(activityFlags('RUNNING', 10_000, 1200)).toEqual(['implausibleSpeed']);
  });

  it('property: distance is symmetric and satisfies the triangle inequality', () => {
    const point = fc.record({ lat: fc.double({ min: -80, max: 80, noNaN: true }), lon: fc.double({ min: -179, max: 179, noNaN: true }) });
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 6);
        expect(haversineMeters(a, c)).toBeLessThanOrEqual(haversineMeters(a, b) + haversineMeters(b, c) + 1e-6);
      }),
    );
  });

  it('property: moving time never exceeds elapsed time', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ meters: fc.integer({ min: 0, max: 50 }), seconds: fc.integer({ min: 1, max: 400 }) }), { minLength: 1, maxLength: 50 }), (steps) => {
        let point: TrackPoint = { lat: 19.4, lon: -99.1, time: 1_800_000_000 };
        const track = [point];
        for (const step of steps) {
          point = { lat: point.lat + step.meters / 111_195.08, lon: point.lon, time: point.time! + step.seconds };
          track.push(point);
        }
        const summary = summarizeTrack([track]);
        expect(summary.movingSeconds).toBeLessThanOrEqual(summary.elapsedSeconds);
      }),
    );
  });
});
