import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as core from '../index.ts';
import { messages } from '../i18n/messages.ts';

const m = messages.validation;
const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a refusal of ${JSON.stringify(input)}`);
  return result.error.issues[0]!.message;
};

/** Words of zod's English texts ("Invalid input: expected array, received string", "Too small: …"). */
const ENGLISH = /\b(invalid|input|expected|received|too|small|big|must|characters?|string|number|array|object|record|undefined|unrecognized|key|option)\b/i;

describe('the Spanish zod locale', () => {
  it('words every kind of issue in Spanish', () => {
    const cases: Array<[z.ZodType, unknown, string]> = [
      [z.string(), undefined, messages.common.required],
      [z.string(), 5, m.expectedText],
      [z.number(), 'x', m.expectedNumber],
      [z.int(), 1.5, m.expectedInteger],
      [z.boolean(), 'sí', m.expectedBoolean],
      [z.array(z.string()), 'x', m.expectedList],
      [z.object({}), [], m.expectedObject],
      [z.record(z.string(), z.string()), 'x', m.expectedObject],
      [z.date(), 'x', m.expectedDate],
      [z.string().min(1), '', messages.common.required],
      [z.string().min(3), 'ab', 'Debe tener al menos 3 caracteres'],
      [z.string().max(1), 'ab', 'Debe tener como máximo 1 carácter'],
      [z.string().length(2), 'abc', 'Debe tener exactamente 2 caracteres'],
      [z.array(z.number()).min(1), [], 'Debe tener al menos 1 elemento'],
      [z.array(z.number()).max(2), [1, 2, 3], 'Debe tener como máximo 2 elementos'],
      [z.number().min(1), 0, 'Debe ser mayor o igual a 1'],
      [z.number().positive(), 0, 'Debe ser mayor que 0'],
      [z.number().max(10), 11, 'Debe ser menor o igual a 10'],
      [z.number().lt(10), 10, 'Debe ser menor que 10'],
      [z.number().multipleOf(5), 7, 'Debe ser múltiplo de 5'],
      [z.string().regex(/^\d+$/), 'x', m.invalidFormat],
      [z.email(), 'x', messages.account.invalidEmail],
      [z.url(), 'x', m.invalidUrl],
      [z.uuid(), 'x', m.invalidFormat],
      [z.strictObject({ a: z.string() }), { a: 'x', b: 1, c: 2 }, 'Campos no permitidos: b, c'],
      [z.enum(['F', 'M']), 'X', m.invalidOption],
      [z.literal('card'), 'cash', m.invalidOption],
      [z.union([z.string(), z.number()]), true, m.invalidValue],
      [z.record(z.string().min(2), z.string()), { a: 'x' }, m.invalidValue],
      [z.set(z.number()), new Set(['x']), m.expectedNumber],
      [z.string().refine(() => false), 'x', m.invalidValue],
    ];
    for (const [schema, input, expected] of cases) expect(messageOf(schema, input), JSON.stringify(input)).toBe(expected);
  });

  it('leaves no English text in any schema core exports, whatever wrong input it gets', () => {
    const schemas = Object.entries(core as Record<string, unknown>).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);
    expect(schemas.length).toBeGreaterThan(10);
    const wrongValues = [undefined, null, 42, -1.5, 'x', '', true, [], [1], {}, { a: 1 }];
    const wrongShapes = (schema: z.ZodType) => {
      const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
      return wrongValues.map((value) => Object.fromEntries(shape.map((key) => [key, value])));
    };
    for (const [name, schema] of schemas) {
      for (const input of [...wrongValues, ...wrongShapes(schema)]) {
        const result = schema.safeParse(input);
        for (const issue of result.success ? [] : result.error.issues) {
          expect(issue.message, `${name} ← ${JSON.stringify(input)}`).not.toMatch(ENGLISH);
          expect(issue.message).not.toBe('');
        }
      }
    }
  });
});
