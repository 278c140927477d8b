import { describe, expect, it } from 'vitest';
import { predictArrival } from './arrival-prediction.ts';

const gunMs = Date.parse('2026-11-26T13:00:00Z');
const min = (n: number) => n * 60_000;
const controls = [{ code: 2001, km: 16 }, { code: 1001, km: 7.5 }];

describe('a followed athlete’s predicted arrival', () => {
  it('carries the pace so far to the next control and to the finish', () => {
    const progress = predictArrival({ gunMs, splits: new Map([[1001, min(60)]]), controls, finishKm: 25, officialTimeMs: null });
    expect(progress.last).toEqual({ code: 1001, km: 7.5, timeMs: min(60) });
    expect(progress.paceMsPerKm).toBe(min(8));
    expect(progress.next).toEqual({ code: 2001, km: 16, atMs: gunMs + min(60 + 8.5 * 8) });
    expect(progress.finish).toEqual({ km: 25, atMs: gunMs + min(200) });
  });

  it('predicts nothing before the first control, and the arrival itself once finished', () => {
    const waiting = predictArrival({ gunMs, splits: new Map([[0, 30_000]]), controls, finishKm: 25, officialTimeMs: null });
    expect(waiting).toEqual({ last: null, paceMsPerKm: null, next: null, finish: null, finished: false });
    const done = predictArrival({ gunMs, splits: new Map([[1001, min(60)]]), controls, finishKm: 25, officialTimeMs: min(190) });
    expect(done).toMatchObject({ finished: true, next: null, finish: { km: 25, atMs: gunMs + min(190) } });
  });

  it('uses the furthest control passed, even when an earlier mat missed the athlete', () => {
    const progress = predictArrival({ gunMs, splits: new Map([[2001, min(128)]]), controls, finishKm: 25, officialTimeMs: null });
    expect(progress.last?.code).toBe(2001);
    expect(progress.next).toBeNull();
    expect(progress.finish?.atMs).toBe(gunMs + min(200));
  });
});
