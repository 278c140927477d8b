import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './request-limits.ts';

describe('jsonNestsDeeperThan', () => {
  it('counts the nesting of objects and arrays', () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(jsonNestsDeeperThan('[[],[],[[]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('['.repeat(200_000) + ']'.repeat(200_000), 32)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[{{{{', b: 'dice "[[[["' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: 'fin\\', b: [[1]] }), 2)).toBe(true);
  });
});
