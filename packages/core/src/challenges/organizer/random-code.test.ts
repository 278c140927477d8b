import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACCESS_CODE_ALPHABET, CHALLENGE_ID_ALPHABET, newAccessCodes, newChallengeId, randomCode } from './random-code.ts';

describe('random codes', () => {
  it('makes 8-character challenge ids and 6-character codes from alphabets without look-alikes', () => {
    expect(newChallengeId()).toMatch(/^[2-9a-hjkmnp-z]{8}$/);
    for (const alphabet of [CHALLENGE_ID_ALPHABET, ACCESS_CODE_ALPHABET]) expect(alphabet).not.toMatch(/[01oOiIlL]/);
    expect(newAccessCodes(3, new Set())).toEqual(expect.arrayContaining([expect.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/)]));
  });
  it('never answers a taken code nor repeats one', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 40 }), (seed, quantity) => {
        let state = seed >>> 0;
        // A small seeded generator (mulberry32-like) so fast-check can shrink and replay.
        const random = (buffer: Uint8Array) =>
          buffer.map(() => {
            state = (state + 0x6d2b79f5) >>> 0;
            let t = Math.imul(state ^ (state >>> 15), 1 | state);
            t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
            return ((t ^ (t >>> 14)) >>> 0) % 256;
          });
        const taken = new Set(Array.from({ length: 20 }, () => randomCode(ACCESS_CODE_ALPHABET, 6, random)));
        const codes = newAccessCodes(quantity, taken, random);
        expect(new Set(codes).size).toBe(quantity);
        for (const code of codes) expect(taken.has(code)).toBe(false);
      }),
      { numRuns: 50 },
    );
  });
  it('gives up instead of looping when the random source repeats itself', () => {
    expect(() => newAccessCodes(2, new Set(), (buffer) => buffer.fill(0))).toThrow();
  });
  it('draws every character uniformly (no modulo bias): bytes above the last full multiple are drawn again', () => {
    const bytes = [255, 255, 1];
    let i = 0;
    expect(randomCode('abc', 1, (buffer) => buffer.map(() => bytes[i++ % bytes.length]!))).toBe('b');
  });
});
