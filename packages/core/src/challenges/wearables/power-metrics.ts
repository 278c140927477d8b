import type { PowerMetrics } from './wearable-activity.ts';

/** Normalised power's rolling window, in one-second samples (spec §9). */
export const NP_WINDOW_SAMPLES = 30;
/** The best 20-minute average: 1200 one-second samples. */
export const BEST_20_MIN_SAMPLES = 1200;

const round1 = (value: number) => Math.round(value * 10) / 10;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function averagePower(samples: readonly number[]): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const watts of samples) sum += watts;
  return sum / samples.length;
}

/**
 * Normalised power of 1-Hz samples: the 30-second rolling average, each raised to the fourth power, their mean, and its
 * fourth root. A recording shorter than the window has no rolling average: its NP is its average power.
 */
export function normalizedPower(samples: readonly number[]): number {
  if (samples.length < NP_WINDOW_SAMPLES) return averagePower(samples);
  let window = 0;
  for (let i = 0; i < NP_WINDOW_SAMPLES; i++) window += samples[i]!;
  let sumFourth = (window / NP_WINDOW_SAMPLES) ** 4;
  let count = 1;
  for (let i = NP_WINDOW_SAMPLES; i < samples.length; i++) {
    window += samples[i]! - samples[i - NP_WINDOW_SAMPLES]!;
    sumFourth += (window / NP_WINDOW_SAMPLES) ** 4;
    count++;
  }
  return (sumFourth / count) ** 0.25;
}

/** The best average over any 1200 consecutive samples; null when the recording is shorter than 20 minutes. */
export function best20MinutePower(samples: readonly number[]): number | null {
  if (samples.length < BEST_20_MIN_SAMPLES) return null;
  let window = 0;
  for (let i = 0; i < BEST_20_MIN_SAMPLES; i++) window += samples[i]!;
  let best = window;
  for (let i = BEST_20_MIN_SAMPLES; i < samples.length; i++) {
    window += samples[i]! - samples[i - BEST_20_MIN_SAMPLES]!;
    if (window > best) best = window;
  }
  return best / BEST_20_MIN_SAMPLES;
}

/** IF = NP / FTP. */
export function intensityFactor(normalizedWatts: number, ftpWatts: number): number {
  return normalizedWatts / ftpWatts;
}

/** TSS = duration (s) × NP × IF / (3600 × FTP) × 100: one hour at FTP is 100. */
export function trainingStressScore(durationInSeconds: number, normalizedWatts: number, ftpWatts: number): number {
  return ((durationInSeconds * normalizedWatts * intensityFactor(normalizedWatts, ftpWatts)) / (3600 * ftpWatts)) * 100;
}

/** IF and TSS against an FTP (null without one), the rest as recorded. Recomputed when the athlete changes their FTP. */
export function withFtp(power: PowerMetrics, durationInSeconds: number, ftpWatts: number | null): PowerMetrics {
  const ftp = ftpWatts && ftpWatts > 0 ? ftpWatts : null;
  return {
    ...power,
    ftpWatts: ftp,
    intensityFactor: ftp ? round3(intensityFactor(power.normalizedWatts, ftp)) : null,
    trainingStressScore: ftp ? round1(trainingStressScore(durationInSeconds, power.normalizedWatts, ftp)) : null,
  };
}

/** The power metrics of 1-Hz samples (null when there are none), against the athlete's FTP when they set one. */
export function powerMetricsOf(samples: readonly number[], durationInSeconds: number, ftpWatts: number | null): PowerMetrics | null {
  if (samples.length === 0) return null;
  const best = best20MinutePower(samples);
  return withFtp(
    {
      averageWatts: round1(averagePower(samples)),
      normalizedWatts: round1(normalizedPower(samples)),
      best20MinWatts: best === null ? null : round1(best),
      ftpWatts: null,
      intensityFactor: null,
      trainingStressScore: null,
    },
    durationInSeconds,
    ftpWatts,
  );
}

/**
 * Resamples (second, watts) readings to one sample per second from the first reading: a second without a reading
 * repeats the last one (devices in smart recording skip seconds); a gap longer than `maxGapSeconds` (a pause) adds
 * nothing.
 */
export function oneHertzSamples(readings: readonly { second: number; watts: number }[], maxGapSeconds = 10): number[] {
  const sorted = [...readings].filter((r) => Number.isFinite(r.second) && Number.isFinite(r.watts)).sort((a, b) => a.second - b.second);
  const samples: number[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const current = sorted[i]!;
    const next = sorted[i + 1];
    const gap = next ? Math.round(next.second - current.second) : 1;
    const repeat = gap >= 1 && gap <= maxGapSeconds ? gap : gap < 1 ? 0 : 1;
    for (let k = 0; k < repeat; k++) samples.push(Math.max(0, current.watts));
  }
  return samples;
}

/** Coggan's seven power training zones, as fractions of FTP (the last one has no upper bound). */
export const POWER_ZONE_BOUNDS = [
  { zone: 1, from: 0, to: 0.55 },
  { zone: 2, from: 0.56, to: 0.75 },
  { zone: 3, from: 0.76, to: 0.9 },
  { zone: 4, from: 0.91, to: 1.05 },
  { zone: 5, from: 1.06, to: 1.2 },
  { zone: 6, from: 1.21, to: 1.5 },
  { zone: 7, from: 1.51, to: null },
] as const;

export interface PowerZone {
  zone: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  minWatts: number;
  /** null: no upper bound (zone 7). */
  maxWatts: number | null;
}

/** The athlete's seven training zones in whole watts from their FTP: each starts one watt above the previous one's top. */
export function powerZones(ftpWatts: number): PowerZone[] {
  const zones: PowerZone[] = [];
  for (const bound of POWER_ZONE_BOUNDS) {
    const previous = zones[zones.length - 1];
    zones.push({ zone: bound.zone, minWatts: previous ? previous.maxWatts! + 1 : 0, maxWatts: bound.to === null ? null : Math.round(bound.to * ftpWatts) });
  }
  return zones;
}
