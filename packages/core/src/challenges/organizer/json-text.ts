import type { z } from 'zod';
import { messages } from '../../i18n/messages.ts';

const t = messages.challengeOrganizer.json;

/**
 * The admin panels' expert option: JSON text, required and valid, then checked by the panel's schema.
 * Answers the value or the first Spanish message (with the path of the field at fault).
 */
export function parseJsonText<T>(text: string, schema: z.ZodType<T>): { ok: true; value: T } | { ok: false; message: string } {
  if (!text.trim()) return { ok: false, message: messages.common.required };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: t.invalid };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { ok: false, message: `${where}${issue?.message ?? t.invalid}` };
}
