import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bibRangesOverlap, waveForBib } from './start-waves.ts';

const waves = [
  { name: 'General', bibFrom: null, bibTo: null },
  { name: 'Élite', bibFrom: 1, bibTo: 99 },
  { name: 'Oleada B', bibFrom: 1000, bibTo: 1999 },
];

describe('start waves by bib', () => {
  it('puts a bib in the wave whose range holds it, both ends included', () => {
    expect(waveForBib(waves, 1)?.name).toBe('Élite');
    expect(waveForBib(waves, 99)?.name).toBe('Élite');
    expect(waveForBib(waves, 1000)?.name).toBe('Oleada B');
    expect(waveForBib(waves, 1999)?.name).toBe('Oleada B');
  });

  it('sends a bib outside every range with the first wave, and answers nothing without waves', () => {
    expect(waveForBib(waves, 500)?.name).toBe('General');
    expect(waveForBib(waves, 2000)?.name).toBe('General');
    expect(waveForBib([], 5)).toBeUndefined();
  });

  it('finds overlaps only between two ranges that share a bib', () => {
    expect(bibRangesOverlap({ bibFrom: 1, bibTo: 10 }, { bibFrom: 10, bibTo: 20 })).toBe(true);
    expect(bibRangesOverlap({ bibFrom: 1, bibTo: 10 }, { bibFrom: 11, bibTo: 20 })).toBe(false);
    expect(bibRangesOverlap({ bibFrom: null, bibTo: null }, { bibFrom: 1, bibTo: 20 })).toBe(false);
  });

  it('always answers a wave, and the answer holds the bib whenever some wave does', () => {
    const range = fc.tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 50 })).map(([from, size]) => ({ bibFrom: from, bibTo: from + size }));
    fc.assert(
      fc.property(fc.array(fc.option(range, { nil: undefined }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 600 }), (ranges, bib) => {
        const list = ranges.map((r, index) => ({ index, bibFrom: r?.bibFrom ?? null, bibTo: r?.bibTo ?? null }));
        const wave = waveForBib(list, bib)!;
        expect(wave).toBeDefined();
        const holding = list.filter((w) => w.bibFrom !== null && w.bibTo !== null && w.bibFrom <= bib && bib <= w.bibTo);
        if (holding.length > 0) expect(wave).toBe(holding[0]);
        else expect(wave).toBe(list[0]);
      }),
    );
  });
});
