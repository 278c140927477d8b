import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { divideByRateFloor, multiplyByRateFloor, MXN, rateToMillionths } from './money.ts';

/**
 * moneda: a currency the athlete may choose. Prices are configured in Mexican pesos and the
 * payment provider charges pesos; `rate` (cambioAPeso) is how many pesos one unit is worth.
 * Both directions floor to whole cents (the spec: "floored to 2 decimals").
 */
export interface Currency {
  /** codigo, e.g. 'MXN', 'USD'. */
  code: string;
  /** tipo: the event's base currency or another one offered. */
  kind: 'base' | 'other';
  /** cambioAPeso (toMxnRate): pesos per unit; 1 for MXN. Read to 6 decimals. */
  rate: number;
  /** texto, e.g. 'Pesos Mexicanos'. */
  label: string;
  /** mostrarCambioAPesos: show the peso equivalent beside amounts in this currency. */
  showMxnEquivalent: boolean;
}

export const MXN_CURRENCY: Currency = {
  code: MXN,
  kind: 'base',
  rate: 1,
  label: messages.registration.currencyMxn,
  showMxnEquivalent: false,
};

/** Peso cents shown in another currency: ⌊cents ÷ rate⌋ (toward zero for negatives). */
export function convertFromMxn(mxnCents: number, currency: Pick<Currency, 'rate'>): number {
  return divideByRateFloor(mxnCents, currency.rate);
}

/** Cents of a currency in pesos, as charged by the provider: ⌊cents × rate⌋. */
export function toMxn(cents: number, currency: Pick<Currency, 'rate'>): number {
  return multiplyByRateFloor(cents, currency.rate);
}

/** The currencies offered: the configured list, or MXN alone when none is configured. */
export function currencyOptions(configured: readonly Currency[] | null | undefined): Currency[] {
  return configured && configured.length > 0 ? [...configured] : [MXN_CURRENCY];
}

/** The chosen currency (monedaAUsar) among those offered; an unknown code falls back to the base. */
export function currencyFor(code: string | null | undefined, configured: readonly Currency[] | null | undefined): Currency {
  const options = currencyOptions(configured);
  const wanted = code?.trim().toUpperCase();
  return (
    options.find((currency) => currency.code === wanted) ??
    options.find((currency) => currency.kind === 'base') ??
    MXN_CURRENCY
  );
}

/** Whether to show "≈ $X MXN" beside amounts in this currency. */
export function showsMxnEquivalent(currency: Currency): boolean {
  return currency.code !== MXN && currency.showMxnEquivalent;
}

/** A configured currency (organizer settings, imports). */
export const currencySchema = z.object({
  code: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/)),
  kind: z.enum(['base', 'other']),
  rate: z
    .number()
    .positive()
    .finite()
    .refine((rate) => rate > 0 && Number.isFinite(rate) && rateToMillionths(rate) > 0n), // zod runs it even after positive() failed
  label: z.string().trim().min(1, messages.common.required).max(100),
  showMxnEquivalent: z.boolean().default(false),
});
