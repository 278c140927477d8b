import type { z } from 'zod';
import { messages } from '@dorsal/core';
import { AppError } from './errors.ts';

/** Parses a request part with a shared schema; a failure names each bad field in Spanish. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? messages.common.malformedRequest;
  throw new AppError(400, 'validation', first, fields);
}
