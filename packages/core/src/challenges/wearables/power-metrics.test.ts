import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  averagePower,
  best20MinutePower,
  intensityFactor,
  normalizedPower,
  oneHertzSamples,
  powerMetricsOf,
  powerZones,
  trainingStressScore,
  withFtp,
} from './power-metrics.ts';

const constant = (watts: number, seconds: number) => Array.from({ length: seconds }, () => watts);

describe('power metrics (spec §9)', () => {
  it('a steady ride: NP, best 20 min and average are the same watts', () => {
    const ride = constant(200, 3600);
    expect(averagePower(ride)).toBe(200);
    expect(normalizedPower(ride)).toBeCloseTo(200, 9);
    expect(best20MinutePower(ride)).toBe(200);
  });

  it('worked example: 30 s at 400 W then 30 s at 0 W, repeated — NP above the 200 W average', () => {
    // Each 60-s block's 30-s rolling averages rise linearly 0→400 and fall 400→0; the 4th-power mean of a linear ramp
    // 0..400 is 400⁴/5, so NP → 400 / 5^¼ ≈ 267.5 W once the blocks repeat.
    const block = [...constant(400, 30), ...constant(0, 30)];
    const ride = Array.from({ length: 60 }, () => block).flat();
    expect(averagePower(ride)).toBe(200);
    expect(normalizedPower(ride)).toBeGreaterThan(260);
    expect(normalizedPower(ride)).toBeLessThan(275);
  });

  it('worked example: IF and TSS of a 90-minute ride at NP 210 W, FTP 250 W', () => {
    expect(intensityFactor(210, 250)).toBeCloseTo(0.84, 9);
    // 5400 × 210 × 0.84 / (3600 × 250) × 100 = 105.84
    expect(trainingStressScore(5400, 210, 250)).toBeCloseTo(105.84, 9);
  });

  it('the best 20 minutes find the hardest block and need 1200 samples', () => {
    const ride = [...constant(150, 600), ...constant(300, 1200), ...constant(100, 600)];
    expect(best20MinutePower(ride)).toBe(300);
    expect(best20MinutePower(constant(300, 1199))).toBeNull();
  });

  it('short recordings: NP is the average power', () => {
    expect(normalizedPower([100, 200, 300])).toBe(200);
    expect(powerMetricsOf([], 10, 250)).toBeNull();
  });

  it('metrics against an FTP and without one', () => {
    const metrics = powerMetricsOf(constant(250, 3600), 3600, 250)!;
    expect(metrics).toEqual({ averageWatts: 250, normalizedWatts: 250, best20MinWatts: 250, ftpWatts: 250, intensityFactor: 1, trainingStressScore: 100 });
    const noFtp = powerMetricsOf(constant(250, 60), 60, null)!;
    expect(noFtp.intensityFactor).toBeNull();
    expect(noFtp.trainingStressScore).toBeNull();
    expect(withFtp(noFtp, 3600, 250).trainingStressScore).toBe(100);
  });

  it('resamples readings to 1 Hz, repeating skipped seconds and ignoring long pauses', () => {
    expect(oneHertzSamples([{ second: 0, watts: 100 }, { second: 3, watts: 200 }, { second: 4, watts: 300 }])).toEqual([100, 100, 100, 200, 300]);
    expect(oneHertzSamples([{ second: 0, watts: 100 }, { second: 100, watts: 200 }])).toEqual([100, 200]);
  });

  it("Coggan's seven zones from FTP", () => {
    const zones = powerZones(250);
    expect(zones).toHaveLength(7);
    expect(zones[0]).toEqual({ zone: 1, minWatts: 0, maxWatts: 138 });
    expect(zones[1]).toEqual({ zone: 2, minWatts: 139, maxWatts: 188 });
    expect(zones[3]).toEqual({ zone: 4, minWatts: 226, maxWatts: 263 });
    expect(zones[6]).toEqual({ zone: 7, minWatts: 376, maxWatts: null });
  });

  it('property: NP ≥ average power for non-negative samples', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 400 }), (samples) => {
        expect(normalizedPower(samples)).toBeGreaterThanOrEqual(averagePower(samples) - 1e-9);
      }),
    );
  });

  it('property: one hour at constant FTP is TSS 100 and IF 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 500 }), (ftp) => {
        const metrics = powerMetricsOf(constant(ftp, 3600), 3600, ftp)!;
        expect(metrics.trainingStressScore).toBe(100);
        expect(metrics.intensityFactor).toBe(1);
      }),
      { numRuns: 20 },
    );
  });

  it('property: zones are contiguous and ordered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 600 }), (ftp) => {
        const zones = powerZones(ftp);
        for (let i = 1; i < zones.length; i++) expect(zones[i]!.minWatts).toBe(zones[i - 1]!.maxWatts! + 1);
      }),
    );
  });
});
