import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uniqueKeys } from './unique-keys.ts';

describe('uniqueKeys', () => {
  const list = z.array(z.object({ code: z.string() })).superRefine(uniqueKeys('code', 'Repetido'));

  it('flags every later item whose key was already seen, ignoring case', () => {
    const result = list.safeParse([{ code: 'a' }, { code: 'B' }, { code: 'A' }, { code: 'b' }]);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['2.code', 'Repetido'],
      ['3.code', 'Repetido'],
    ]);
  });

  it('accepts distinct keys', () => {
    expect(list.safeParse([{ code: 'a' }, { code: 'b' }]).success).toBe(true);
  });
});
