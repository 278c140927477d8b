import { describe, expect, it } from 'vitest';
import { FINISH_CONTROL_CODE, START_CONTROL_CODE } from '@dorsal/core';
import { planRace } from './race-plan.ts';

const gunMs = Date.parse('2026-11-26T13:00:00Z');
const athletes = Array.from({ length: 400 }, (_, i) => ({ bib: 100 + i, modalityCode: i % 4 === 0 ? '5K' : '10K' }));
const modalities = [
  { code: '10K', gunMs, distanceKm: 10, controls: [{ code: 1001, km: 5 }], medianPaceMsPerKm: 330_000 },
  { code: '5K', gunMs: gunMs + 15 * 60_000, distanceKm: 5, controls: [], medianPaceMsPerKm: 360_000 },
];

describe('a simulated race', () => {
  const plan = planRace({ athletes, modalities });

  it('is the same race for the same seed, in time order, with one reading per athlete and control', () => {
    expect(planRace({ athletes, modalities })).toEqual(plan);
    expect(plan.map((p) => p.atMs)).toEqual([...plan.map((p) => p.atMs)].sort((a, b) => a - b));
    expect(new Set(plan.map((p) => `${p.readerId}/${p.readId}`)).size).toBe(plan.length);
  });

  it('starts every athlete after their wave, one late, with a realistic spread of finish times and a few who drop out', () => {
    const starts = plan.filter((p) => p.checkpoint === START_CONTROL_CODE);
    expect(starts).toHaveLength(400);
    for (const start of starts) expect(start.atMs).toBeGreaterThanOrEqual(start.bib % 4 === 0 ? gunMs + 15 * 60_000 : gunMs);
    expect(starts.find((s) => s.bib === 100)!.atMs - gunMs).toBe(19 * 60_000); // the late starter: bib 100 is in the 15-minute wave, 4 minutes late
    const finishes = plan.filter((p) => p.checkpoint === FINISH_CONTROL_CODE && p.bib % 4 !== 0).map((p) => (p.atMs - gunMs) / 60_000);
    expect(finishes.length).toBeGreaterThan(280);
    expect(finishes.length).toBeLessThan(300);
    expect(Math.min(...finishes)).toBeGreaterThan(35);
    expect(Math.max(...finishes)).toBeLessThan(110);
  });
});
