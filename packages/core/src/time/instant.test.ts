import { describe, expect, it } from 'vitest';
import { elapsedMs, toEpochMs } from './instant.ts';

describe('elapsedMs', () => {
  it('measures between two ISO instants', () => {
    expect(elapsedMs('2025-03-02T13:00:00Z', '2025-03-02T14:01:02.500Z')).toBe(3_662_500);
  });

  it('never goes below zero', () => {
    expect(elapsedMs('2025-03-02T14:00:00Z', '2025-03-02T13:00:00Z')).toBe(0);
  });

  it('shows zero while the start is unset', () => {
    expect(elapsedMs('0000-00-00 00:00:00', '2025-03-02T13:00:00Z')).toBe(0);
    expect(elapsedMs(null, Date.now())).toBe(0);
    expect(elapsedMs('', Date.now())).toBe(0);
    expect(elapsedMs('not a date', Date.now())).toBe(0);
  });

  it('accepts epoch milliseconds', () => {
    expect(elapsedMs(1_000, 61_000)).toBe(60_000);
    expect(toEpochMs(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
