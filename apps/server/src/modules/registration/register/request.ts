import { createHash } from 'node:crypto';
import { z } from 'zod';
import { messages, normalizeDiscountCode, safeText } from '@dorsal/core';
import { AppError } from '../../../lib/errors.ts';

const m = messages.registrationServer;
const values = z.record(z.string(), z.unknown());

/**
 * The body of POST /api/events/:id/registrations. The athlete block is checked afterwards with the
 * core schema for the event's surname setting (registrantSchemaFor), fields and products with the
 * event's definitions.
 */
export const registrationBodySchema = z.object({
  athlete: values,
  modalityCode: safeText({ error: m.unknownModality }).trim().min(1, m.unknownModality).max(50, m.unknownModality),
  categoryCode: safeText({ error: m.chooseCategory }).trim().min(1, m.chooseCategory).max(50, m.chooseCategory),
  fields: values.default({}),
  products: z
    .array(
      z.object({
        code: safeText().trim().min(1, m.unknownProduct).max(50, m.unknownProduct),
        quantity: z.number().int().min(0).max(1000),
        fields: values.default({}),
      }),
    )
    .max(50)
    .default([])
    .superRefine((products, ctx) => {
      const seen = new Set<string>();
      products.forEach(({ code }, index) => {
        if (seen.has(code)) ctx.addIssue({ code: 'custom', message: m.duplicateProduct, path: [index, 'code'] });
        seen.add(code);
      });
    }),
  discountCode: safeText().trim().max(30, messages.registration.discounts.invalid).nullish().transform((code) => (code ? normalizeDiscountCode(code) : null)),
  currency: safeText().trim().max(3, m.unknownCurrency).nullish(),
  payment: z.discriminatedUnion(
    'method',
    [
      z.object({ method: z.literal('card'), token: safeText().trim().min(1, messages.payments.invalidCardToken).max(200) }),
      z.object({ method: z.literal('oxxo_cash') }),
      z.object({ method: z.literal('none') }),
    ],
    { error: m.methodRequired },
  ),
  tkl: safeText().trim().regex(/^[\w.-]{1,64}$/).nullish(),
});
export type RegistrationBody = z.output<typeof registrationBodySchema>;

/** The quote (order summary before paying): the same choices without athlete data and payment. */
export const quoteBodySchema = registrationBodySchema.pick({ modalityCode: true, products: true, discountCode: true, currency: true }).extend({
  categoryCode: safeText().trim().max(50).nullish(),
});
export type QuoteBody = z.output<typeof quoteBodySchema>;

const KEY_PATTERN = /^[\w.:-]{8,200}$/;

/** The Idempotency-Key header: one key per registration attempt, chosen by the client. */
export function idempotencyKeyFrom(header: string | string[] | undefined): string {
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key || !KEY_PATTERN.test(key)) throw new AppError(400, 'idempotency_key_required', m.idempotencyKeyRequired);
  return key;
}

/** A fingerprint of the request, so a retry with the same key but other data is refused. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body ?? null)).digest('base64url');
}

export const validationError = (message: string, fields?: Record<string, string>) => new AppError(400, 'validation', message, fields);

/** Prefixes a map of field errors with the block they belong to ('fields.club'). */
export function prefixed(prefix: string, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [`${prefix}.${key}`, message]));
}
