import { z } from 'zod';
import { fill } from '../../i18n/fill.ts';
import { messages } from '../../i18n/messages.ts';

const t = messages.challengeOrganizer.codes;
const required = messages.common.required;

export const MAX_CODES_PER_BATCH = 500;
export const MAX_USES_PER_CODE = 1000;
/** The codes list shows this many until 'Ver todos'. */
export const CODES_FIRST_PAGE = 10;

/** 'Generar códigos': how many codes and how many joins each admits. */
export const generateCodesSchema = z
  .object({
    quantity: z.number({ error: required }).int(required).min(1, required).max(MAX_CODES_PER_BATCH, t.quantityRange),
    uses: z.number({ error: required }).int(required).min(1, required).max(MAX_USES_PER_CODE, t.usesRange),
  })
  .strict();
export type GenerateCodesInput = z.infer<typeof generateCodesSchema>;

/**
 * Every code's uses (active or not: a deactivated code's joins already happened) plus the new batch must fit the
 * challenge's admitted accesses; the refusal names the limit.
 */
export function codesLimitRefusal(input: { existingUses: number; quantity: number; uses: number; admitted: number }): string | null {
  return input.existingUses + input.quantity * input.uses > input.admitted ? fill(t.limit, { n: input.admitted }) : null;
}

export const codeToggleSchema = z.object({ active: z.boolean({ error: required }) }).strict();

/** The link an organizer shares: the athlete lands on the challenge with the code filled in. */
export function accessCodeSharePath(challengeId: string, code: string): string {
  return `/retos/${encodeURIComponent(challengeId)}/code/${encodeURIComponent(code)}`;
}
