import { describe, expect, it } from 'vitest';
import { mergeLiveChange } from './live-board-merge.ts';
import type { LiveBoard, LivePassing } from './timing.schemas.ts';

const passing = (id: number, minute: number, modalityCode = '10K'): LivePassing => ({
  id, bib: id, name: `Atleta ${id}`, modalityCode, controlCode: 999_000, km: 10, timeMs: minute * 60_000, at: `2026-11-26T13:${String(minute).padStart(2, '0')}:00.000Z`,
});
const board: LiveBoard = {
  version: 4,
  modalities: [
    { code: '10K', name: '10 km', startAt: '2026-11-26T13:00:00.000Z', waves: [{ name: 'Salida general', startAt: '2026-11-26T13:00:00.000Z' }], finishers: 2, athletes: 10 },
    { code: '5K', name: '5 km', startAt: null, waves: [{ name: 'Salida general', startAt: null }], finishers: 0, athletes: 5 },
  ],
  passings: [passing(2, 31), passing(1, 30)],
};

describe('the live board after a realtime change', () => {
  it('puts new passings on top, keeps the limit, and replaces the changed counts', () => {
    const next = mergeLiveChange(
      board,
      { version: 5, modalities: [{ ...board.modalities[0]!, finishers: 4 }], passings: [passing(4, 33), passing(3, 32)] },
      { limit: 3 },
    );
    expect(next.passings.map((p) => p.id)).toEqual([4, 3, 2]);
    expect(next.modalities.map((m) => m.finishers)).toEqual([4, 0]);
    expect(next.version).toBe(5);
  });

  it('ignores a change the board already holds, repeated passings and other modalities when one is shown', () => {
    expect(mergeLiveChange(board, { version: 4, modalities: [], passings: [passing(9, 40)] }, { limit: 10 })).toBe(board);
    const next = mergeLiveChange(board, { version: 6, modalities: [], passings: [passing(2, 31), passing(7, 35, '5K')] }, { modalityCode: '10K', limit: 10 });
    expect(next.passings.map((p) => p.id)).toEqual([2, 1]);
  });

  it('replaces a corrected passing and drops a deleted one', () => {
    const corrected = { ...passing(1, 33), bib: 77, name: 'Otra atleta' };
    const next = mergeLiveChange(board, { version: 5, modalities: [], passings: [corrected], removed: [] }, { limit: 10 });
    expect(next.passings.map((p) => [p.id, p.bib])).toEqual([[1, 77], [2, 2]]);
    expect(mergeLiveChange(next, { version: 6, modalities: [], passings: [], removed: [2] }, { limit: 10 }).passings.map((p) => p.id)).toEqual([1]);
  });
});
