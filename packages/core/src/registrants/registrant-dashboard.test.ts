import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shareAsPercent, truncate2 } from './registrant-dashboard.ts';

describe('dashboard figures', () => {
  it('truncates to 2 decimals and rounds percentages (spec §9)', () => {
    expect(truncate2(12.349)).toBe(12.34);
    expect(truncate2(0.1 + 0.2)).toBe(0.3);
    expect(truncate2(-1.239)).toBe(-1.23);
    expect(shareAsPercent(1, 3)).toBe(33);
    expect(shareAsPercent(2, 3)).toBe(67);
    expect(shareAsPercent(5, 0)).toBe(0);
  });

  it('keeps every cent of a large figure (1048576.14 was 1048576.13)', () => {
    expect(truncate2(1_048_576.14)).toBe(1_048_576.14);
    expect(truncate2(12.349)).toBe(12.34);
    expect(truncate2(-3.459)).toBe(-3.45);
  });

  it('never rounds a figure up', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 999 }), (whole, thousandths) => {
      const value = whole + thousandths / 1000;
      const truncated = truncate2(value);
      expect(truncated).toBeLessThanOrEqual(value + 1e-9);
      expect(value - truncated).toBeLessThan(0.01);
    }));
  });
});
