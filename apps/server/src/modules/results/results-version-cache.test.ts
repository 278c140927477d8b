import { describe, expect, it } from 'vitest';
import { createVersionCache } from './results-version-cache.ts';

describe('results version cache', () => {
  it('reads once for concurrent callers and trusts the answer until told of a change', async () => {
    let reads = 0;
    let version = 1;
    const cache = createVersionCache(async () => {
      reads += 1;
      return version;
    }, 60_000);
    expect(await Promise.all([cache.get(7), cache.get(7), cache.get(7)])).toEqual([1, 1, 1]);
    expect(reads).toBe(1);
    version = 2;
    expect(await cache.get(7)).toBe(1);
    cache.forget(7);
    expect(await cache.get(7)).toBe(2);
    expect(reads).toBe(2);
  });

  it('does not keep a read that a change overtook, and starts a new one for later callers', async () => {
    const answers: Array<(version: number) => void> = [];
    const cache = createVersionCache(() => new Promise<number | null>((resolve) => answers.push(resolve)), 60_000);
    const early = cache.get(3);
    cache.forget();
    const late = cache.get(3);
    expect(answers).toHaveLength(2);
    answers[0]!(1);
    answers[1]!(2);
    expect(await early).toBe(1);
    expect(await late).toBe(2);
    expect(await cache.get(3)).toBe(2);
    expect(answers).toHaveLength(2);
  });

  it('once the time to trust has passed, answers the known version while it reads it again', async () => {
    let reads = 0;
    const cache = createVersionCache(async () => ++reads, 0);
    expect(await cache.get(1)).toBe(1);
    expect(await cache.get(1)).toBe(1);
    expect(reads).toBe(2);
    expect(await cache.get(1)).toBe(2);
  });
});
