import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ResultRow } from '../results/types.ts';
import { applyPassing, withoutTiming } from './apply-passing.ts';
import { FINISH_CONTROL_CODE, START_CONTROL_CODE, checkpointCode } from './control-codes.ts';
import { passingInstant } from './passing-time.ts';

const gunMs = Date.parse('2026-11-26T13:00:00Z');
const row: ResultRow = {
  bib: 7, name: 'Ana', modalityCode: '10K', branch: 'F', categoryCode: 'L', officialTimeMs: null, realTimeMs: null, arrivedAt: null,
  splits: [], startRecorded: false, deleted: false, dnf: true, dnfOverTime: false, dq: false, dns: false,
};
const context = { gunMs, distanceKm: null, paceFloorMsPerKm: 150_000 };
const min = (n: number) => n * 60_000;

function applied(effect: ReturnType<typeof applyPassing>): ResultRow {
  if (effect.kind !== 'applied') throw new Error(`held: ${effect.reason}`);
  return effect.row;
}

describe('a passing applied to an athlete', () => {
  it('times the finish from the gun and the chip time from the start mat', () => {
    const started = applied(applyPassing(row, START_CONTROL_CODE, gunMs + 45_000, context));
    expect(started.startRecorded).toBe(true);
    const finished = applied(applyPassing(started, FINISH_CONTROL_CODE, gunMs + min(50), context));
    expect(finished).toMatchObject({ officialTimeMs: min(50), realTimeMs: min(50) - 45_000, dnf: false, arrivedAt: '2026-11-26T13:50:00.000Z' });
  });

  it('uses the gun as the chip start when the start mat missed the athlete, and fixes it when the start reading arrives later', () => {
    const finished = applied(applyPassing(row, FINISH_CONTROL_CODE, gunMs + min(50), context));
    expect(finished.realTimeMs).toBe(min(50));
    expect(applied(applyPassing(finished, START_CONTROL_CODE, gunMs + 30_000, context)).realTimeMs).toBe(min(50) - 30_000);
  });

  it('records a checkpoint split and keeps the earliest reading of a control', () => {
    const once = applied(applyPassing(row, 1001, gunMs + min(20), context));
    const again = applied(applyPassing(once, 1001, gunMs + min(20) + 900, context));
    expect(again).toBe(once);
    expect(once.splits).toEqual([{ controlCode: 1001, timeMs: min(20), at: '2026-11-26T13:20:00.000Z' }]);
    const finished = applied(applyPassing(once, FINISH_CONTROL_CODE, gunMs + min(50), context));
    expect(applied(applyPassing(finished, FINISH_CONTROL_CODE, gunMs + min(51), context))).toBe(finished);
  });

  it('holds readings before the gun, before any start, and faster than the pace floor', () => {
    expect(applyPassing(row, FINISH_CONTROL_CODE, gunMs - 1, context)).toEqual({ kind: 'review', reason: 'beforeStart' });
    expect(applyPassing(row, FINISH_CONTROL_CODE, gunMs + 1, { ...context, gunMs: null })).toEqual({ kind: 'review', reason: 'notStarted' });
    expect(applyPassing(row, FINISH_CONTROL_CODE, gunMs + min(24), { ...context, distanceKm: 10 })).toEqual({ kind: 'review', reason: 'tooFast' });
    expect(applyPassing(row, FINISH_CONTROL_CODE, gunMs + min(26), { ...context, distanceKm: 10 }).kind).toBe('applied');
    expect(applyPassing(row, FINISH_CONTROL_CODE, gunMs + min(1), { ...context, distanceKm: 10, paceFloorMsPerKm: 0 }).kind).toBe('applied');
  });

  it('gives the same row whatever order the readings arrive in (timing systems send late batches)', () => {
    const reading = fc.record({ code: fc.constantFrom(0, 1001, 2001, FINISH_CONTROL_CODE), offset: fc.integer({ min: 0, max: min(120) }) });
    fc.assert(
      fc.property(fc.array(reading, { minLength: 1, maxLength: 12 }), fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })), (readings, noise) => {
        const fold = (list: typeof readings) => list.reduce((current, r) => applied(applyPassing(current, r.code, gunMs + r.offset, context)), withoutTiming(row));
        const shuffled = readings.map((r) => ({ r, key: noise.next().value })).sort((a, b) => a.key - b.key).map(({ r }) => r);
        const a = fold(readings);
        const b = fold(shuffled);
        expect({ ...b, splits: [...b.splits] }).toEqual({ ...a, splits: [...a.splits] });
      }),
    );
  });
});

describe('what timing systems send', () => {
  const event = { eventDate: '2026-11-26', timeZone: 'America/Mexico_City' };
  it('reads ISO instants and times of day in the event zone', () => {
    expect(passingInstant('2026-11-26T13:05:00.250Z', event)).toBe(Date.parse('2026-11-26T13:05:00.250Z'));
    expect(passingInstant('2026-11-26T07:05:00-06:00', event)).toBe(Date.parse('2026-11-26T13:05:00Z'));
    expect(passingInstant('07:05:00.25', event)).toBe(Date.parse('2026-11-26T13:05:00.250Z'));
    expect(passingInstant('7:05:00', event)).toBe(Date.parse('2026-11-26T13:05:00Z'));
    for (const bad of ['ayer', '25:00:00', '07:05', '2026-11-26 07:05:00', '']) expect(passingInstant(bad, event)).toBeNull();
  });
  it('maps salida and meta to their control codes', () => {
    expect([checkpointCode('salida'), checkpointCode('meta'), checkpointCode(3002)]).toEqual([0, 999_000, 3002]);
  });
});
