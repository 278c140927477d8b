import { describe, expect, it } from 'vitest';
import { withSplit } from './passings.ts';
import { row } from './test-support.ts';

describe('withSplit', () => {
  const runner = row({ splits: [{ controlCode: 3001, timeMs: 900 }] });

  it('adds a passing in time order without touching the original row', () => {
    const next = withSplit(runner, { controlCode: 2001, timeMs: 500 });
    expect(next.splits.map((s) => s.controlCode)).toEqual([2001, 3001]);
    expect(runner.splits).toHaveLength(1);
  });

  it('keeps the earliest time of a control read twice', () => {
    expect(withSplit(runner, { controlCode: 3001, timeMs: 950 })).toBe(runner);
    expect(withSplit(runner, { controlCode: 3001, timeMs: 880 }).splits).toEqual([{ controlCode: 3001, timeMs: 880 }]);
  });
});
