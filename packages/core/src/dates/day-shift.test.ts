import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween } from './iso-date.ts';

describe('moving dates by whole days', () => {
  it('counts the days between two dates and moves back by them', () => {
    expect(daysBetween('2026-10-18', '2027-10-17')).toBe(364);
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }), fc.integer({ min: -3000, max: 3000 }), (date, days) => {
        const from = date.toISOString().slice(0, 10);
        expect(daysBetween(from, addDays(from, days))).toBe(days);
      }),
    );
  });
});
