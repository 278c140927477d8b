import { describe, expect, it } from 'vitest';
import { backyardLoops } from './backyard.ts';
import { rankModality } from './ranking.ts';
import { modality, row, timing } from './test-support.ts';
import type { Split } from './types.ts';

const min = (minutes: number) => minutes * 60_000;
/** Loop n is control 1000 + n, its time that loop's own time. */
const loops = (...minutes: number[]): Split[] => minutes.map((m, index) => ({ controlCode: 1001 + index, timeMs: min(m) }));
const config = { modality: modality({ code: 'BY', backyard: true }), timing };

describe('backyardLoops', () => {
  it('orders loops by lap with a cumulative time; a repeated lap keeps its shortest time', () => {
    const splits = [...loops(50, 45), { controlCode: 1001, timeMs: min(51) }].reverse();
    expect(backyardLoops({ splits })).toEqual([
      { lap: 1, timeMs: min(50), cumulativeMs: min(50), lapPosition: 0 },
      { lap: 2, timeMs: min(45), cumulativeMs: min(95), lapPosition: 0 },
    ]);
  });
});

describe('backyard ranking', () => {
  const ranked = rankModality(
    [
      row({ bib: 1, modalityCode: 'BY', officialTimeMs: null, splits: loops(50, 50) }),
      row({ bib: 2, modalityCode: 'BY', officialTimeMs: null, splits: loops(40, 55, 58) }),
      row({ bib: 3, modalityCode: 'BY', officialTimeMs: null, splits: loops(45, 52) }),
      row({ bib: 4, modalityCode: 'BY', officialTimeMs: null, splits: [] }),
      row({ bib: 5, modalityCode: 'BY', officialTimeMs: null, splits: loops(30), deleted: true }),
    ],
    config,
  );

  it('ranks by loops completed, then cumulative time', () => {
    expect(ranked.map((r) => [r.bib, r.overallPosition, r.officialTimeMs, r.flag])).toEqual([
      [2, 1, min(153), null],
      [3, 2, min(97), null],
      [1, 3, min(100), null],
      [4, 0, null, 'dnf'],
      [5, 0, min(30), 'dq'],
    ]);
  });

  it('counts each loop in its lap, among ranked athletes', () => {
    const lapPositions = (bib: number) => ranked.find((r) => r.bib === bib)!.loops!.map((loop) => loop.lapPosition);
    expect(lapPositions(2)).toEqual([1, 3, 1]);
    expect(lapPositions(3)).toEqual([2, 2]);
    expect(lapPositions(1)).toEqual([3, 1]);
    expect(lapPositions(5)).toEqual([0]);
  });
});
