import { describe, expect, it } from 'vitest';
import {
  controlCode,
  controlsForModality,
  latestPassings,
  parseControlCode,
  rowsAtControl,
  visibleSplits,
  YET_TO_ARRIVE,
  type Checkpoint,
} from './controls.ts';
import { row, timing } from './test-support.ts';

const checkpoints: Checkpoint[] = [
  {
    number: 2,
    description: 'Km 5',
    modalities: [
      { modalityCode: '10K', laps: [{ lap: 1, kind: 1 }, { lap: 2, kind: 1 }] },
      { modalityCode: '5K', laps: [{ lap: 1, kind: 1 }] },
    ],
  },
  { number: 1, description: 'Salida', modalities: [{ modalityCode: '10K', laps: [{ lap: 1, kind: 3 }] }] },
  { number: 9, description: 'Meta', modalities: [{ modalityCode: '10K', laps: [{ lap: 1, kind: 2 }] }] },
];

describe('control codes', () => {
  it('is point × 1000 + lap, both ways', () => {
    expect(controlCode(2, 1)).toBe(2001);
    expect(parseControlCode(12_003)).toEqual({ pointNumber: 12, lap: 3 });
  });

  it('lists a modality’s controls in order and skips kind 3', () => {
    expect(controlsForModality(checkpoints, '10K').map((control) => control.code)).toEqual([2001, 2002, 9001]);
    expect(controlsForModality(checkpoints, '5K')).toEqual([{ code: 2001, pointNumber: 2, lap: 1, description: 'Km 5' }]);
  });
});

describe('visibleSplits', () => {
  const controls = controlsForModality(checkpoints, '10K');
  const runner = row({ splits: [{ controlCode: 9001, timeMs: 3 }, { controlCode: 1001, timeMs: 0 }, { controlCode: 2001, timeMs: 1 }] });

  it('shows known controls in control order', () => {
    expect(visibleSplits(runner, controls, timing).map(({ control }) => control.code)).toEqual([2001, 9001]);
  });

  it('shows nothing when hideControls is on', () => {
    expect(visibleSplits(runner, controls, { hideControls: true })).toEqual([]);
  });
});

describe('rowsAtControl', () => {
  const rows = [
    row({ bib: 3, officialTimeMs: null, splits: [{ controlCode: 2001, timeMs: 900 }] }),
    row({ bib: 1, officialTimeMs: null, splits: [{ controlCode: 2001, timeMs: 500 }] }),
    row({ bib: 2, splits: [{ controlCode: 2001, timeMs: 700 }] }),
    row({ bib: 4, officialTimeMs: null, dnf: true }),
    row({ bib: 5, officialTimeMs: null, deleted: true }),
  ];

  it('orders the rows that passed a control by their time there', () => {
    expect(rowsAtControl(rows, 2001).map((r) => r.bib)).toEqual([1, 2, 3]);
  });

  it('answers the competitors yet to arrive for control value 100000', () => {
    expect(YET_TO_ARRIVE).toBe(100000);
    expect(rowsAtControl(rows, YET_TO_ARRIVE).map((r) => r.bib)).toEqual([1, 3]);
  });
});

describe('latestPassings', () => {
  it('returns the newest passings first, at most the limit', () => {
    const rows = [
      row({ bib: 1, splits: [{ controlCode: 2001, timeMs: 1, at: '2025-03-02T13:10:00Z' }, { controlCode: 9001, timeMs: 2, at: '2025-03-02T13:40:00Z' }] }),
      row({ bib: 2, splits: [{ controlCode: 2001, timeMs: 1, at: '2025-03-02T13:20:00Z' }] }),
      row({ bib: 3, splits: [{ controlCode: 2001, timeMs: 5 }] }),
    ];
    const latest = latestPassings(rows, 3).map(({ row: r, split }) => [r.bib, split.controlCode]);
    expect(latest).toEqual([
      [1, 9001],
      [2, 2001],
      [1, 2001],
    ]);
    expect(latestPassings(rows).map(({ row: r }) => r.bib)).toEqual([1, 2, 1, 3]);
    expect(latestPassings(rows, 0)).toEqual([]);
  });
});
