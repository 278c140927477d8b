import { z } from 'zod';
import { parseIsoDate } from '../dates/iso-date.ts';
import { messages } from '../i18n/messages.ts';
import type { OrderDiscount } from './order.types.ts';

const m = messages.registration.discounts;

/**
 * A discount code an organizer defines (codigo de descuento). `amount` values are peso cents;
 * `percent` values are 0 < v ≤ 100. Dates are inclusive 'YYYY-MM-DD' in the event's time zone.
 */
export interface DiscountCode {
  /** Matched case-insensitively, surrounding spaces ignored. */
  code: string;
  kind: 'amount' | 'percent';
  value: number;
  /** Uses allowed in all; null = unlimited. */
  maxUses: number | null;
  /** Uses already taken (the server counts them inside the registration transaction). */
  used: number;
  validFrom?: string | null;
  validTo?: string | null;
  /** Modalities (distances) it applies to; empty or missing = all. */
  modalityCodes?: string[] | null;
  scope?: 'order' | 'registration';
}

export interface DiscountContext {
  codes: readonly DiscountCode[];
  /** Today in the event's time zone. */
  today: string;
  modalityCode: string;
}

export type DiscountCheck = { ok: true; discount: OrderDiscount; message: string } | { ok: false; message: string };

export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Checks a typed code. On success it returns the discount to pass to buildOrder and 'Código
 * aplicado'; the discount line itself is computed by buildOrder, because its amount follows the
 * current subtotal and the order is rebuilt on every change.
 */
export function checkDiscount(typed: string, context: DiscountContext): DiscountCheck {
  const code = normalizeDiscountCode(typed);
  if (code === '') return { ok: false, message: m.required };
  const found = context.codes.find((candidate) => normalizeDiscountCode(candidate.code) === code);
  if (!found) return { ok: false, message: m.invalid };
  if (found.validFrom && context.today < found.validFrom) return { ok: false, message: m.notYetValid };
  if (found.validTo && context.today > found.validTo) return { ok: false, message: m.expired };
  if (found.maxUses !== null && found.used >= found.maxUses) return { ok: false, message: m.usedUp };
  if (found.modalityCodes?.length && !found.modalityCodes.includes(context.modalityCode)) {
    return { ok: false, message: m.notForModality };
  }
  return {
    ok: true,
    message: m.applied,
    discount: { code: normalizeDiscountCode(found.code), kind: found.kind, value: found.value, scope: found.scope ?? 'order' },
  };
}

const isoDate = z.string().refine((value) => parseIsoDate(value) !== null, messages.registration.prices.invalidDate);

/** What the user types in the discount field. */
export const discountCodeInputSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .max(30, m.invalid)
  .transform(normalizeDiscountCode);

/** A discount code as an organizer configures it. */
export const discountCodeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,30}$/, m.invalidCode)
      .transform(normalizeDiscountCode),
    kind: z.enum(['amount', 'percent']),
    value: z.number().finite(),
    maxUses: z.number().int(m.invalidMaxUses).min(1, m.invalidMaxUses).nullable(),
    used: z.number().int().min(0).default(0),
    validFrom: isoDate.nullish(),
    validTo: isoDate.nullish(),
    modalityCodes: z.array(z.string().min(1)).nullish(),
    scope: z.enum(['order', 'registration']).default('order'),
  })
  .superRefine((code, ctx) => {
    if (code.kind === 'percent' && !(code.value > 0 && code.value <= 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: m.invalidPercent });
    }
    if (code.kind === 'amount' && !(Number.isSafeInteger(code.value) && code.value > 0)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: m.invalidAmount });
    }
    if (code.validFrom && code.validTo && code.validFrom > code.validTo) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: m.windowOrder });
    }
  });

/** What the organizer's form sends for a new code. */
export type DiscountCodeInput = z.input<typeof discountCodeSchema>;

/** A discount code as the organizer's list shows it, with its uses so far. */
export const discountCodeViewSchema = z.object({
  code: z.string(),
  kind: z.enum(['amount', 'percent']),
  /** Centavos for an amount, 1–100 for a percent. */
  value: z.number(),
  maxUses: z.number().int().nullable(),
  used: z.number().int(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  modalityCodes: z.array(z.string()).nullable(),
  /** 'order': inscription and products; 'registration': the inscription only. */
  scope: z.enum(['order', 'registration']),
  active: z.boolean(),
});
export type DiscountCodeView = z.infer<typeof discountCodeViewSchema>;
