import { describe, expect, it } from 'vitest';
import { sectionGridColumn, sectionSpan } from './layout.ts';

describe('section widths on the 12-column grid', () => {
  it('spans 2·w columns for widths 1 to 6', () => {
    expect([1, 2, 3, 4, 5, 6].map(sectionSpan)).toEqual([2, 4, 6, 8, 10, 12]);
  });

  it('keeps out-of-range widths inside the grid', () => {
    expect(sectionSpan(0)).toBe(2);
    expect(sectionSpan(9)).toBe(12);
    expect(sectionSpan(Number.NaN)).toBe(12);
  });

  it('takes the whole row on phones and its span from md up', () => {
    expect(sectionGridColumn(3)).toEqual({ xs: 'span 12', md: 'span 6' });
    expect(sectionGridColumn(6)).toEqual({ xs: 'span 12', md: 'span 12' });
  });
});
