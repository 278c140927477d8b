import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { safeText } from '../validation/safe-text.ts';
import { uniqueKeys } from '../validation/unique-keys.ts';
import { rateToMillionths } from '../registration/money.ts';
import { MXN_CURRENCY, type Currency } from '../registration/currency.ts';

const t = messages.eventSetup.currencies;
const required = messages.common.required;

/**
 * A currency the athlete may pay in besides pesos (moneda): prices stay configured in pesos and the provider charges
 * pesos; `rate` is how many pesos one unit is worth (cambioAPeso), read to 6 decimals.
 */
export const otherCurrencySetupSchema = z.object({
  code: safeText({ error: t.badCode })
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, t.badCode).refine((code) => code !== 'MXN', t.mxnIsBase)),
  label: safeText({ error: required }).trim().min(1, required).max(100, messages.eventSetup.tooLong),
  rate: z
    .number({ error: t.badRate })
    .finite(t.badRate)
    .positive(t.badRate)
    .max(1_000_000, t.badRate)
    .refine((rate) => rate > 0 && Number.isFinite(rate) && rateToMillionths(rate) > 0n, t.badRate), // runs even after positive() failed
  showMxnEquivalent: z.boolean(),
});

/** 'Monedas': the peso label and the other currencies offered (pesos are always the base). */
export const eventCurrenciesSetupSchema = z.object({
  mxnLabel: safeText({ error: required }).trim().min(1, required).max(100, messages.eventSetup.tooLong),
  others: z.array(otherCurrencySetupSchema).max(4, t.tooMany).superRefine(uniqueKeys('code', t.codeRepeated)),
});
export type EventCurrenciesSetup = z.output<typeof eventCurrenciesSetupSchema>;

export const eventCurrenciesViewSchema = z.object({
  mxnLabel: z.string(),
  others: z.array(z.object({ code: z.string(), label: z.string(), rate: z.number(), showMxnEquivalent: z.boolean() })),
});
export type EventCurrenciesView = z.infer<typeof eventCurrenciesViewSchema>;

/** The stored list the registration reads: pesos first as the base, then the others. */
export function currenciesOf(setup: EventCurrenciesSetup): Currency[] {
  return [{ ...MXN_CURRENCY, label: setup.mxnLabel }, ...setup.others.map((other) => ({ ...other, kind: 'other' as const }))];
}

/** The editor's view of a stored list (none stored: pesos alone). */
export function currenciesSetupOf(stored: readonly Currency[]): EventCurrenciesView {
  const mxn = stored.find((currency) => currency.code === MXN_CURRENCY.code);
  return {
    mxnLabel: mxn?.label ?? MXN_CURRENCY.label,
    others: stored.filter((currency) => currency.code !== MXN_CURRENCY.code).map(({ code, label, rate, showMxnEquivalent }) => ({ code, label, rate, showMxnEquivalent })),
  };
}
