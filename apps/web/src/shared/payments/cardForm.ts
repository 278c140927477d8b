import { messages, type CardTokenOutcome } from '@dorsal/core';

const t = messages.registrationScreens.payment;
const required = messages.common.required;

export interface CardValues {
  number: string;
  name: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardValues, string>>;

export const emptyCard: CardValues = { number: '', name: '', expMonth: '', expYear: '', cvc: '' };

/** Card digits in groups of four as typed ("4242 4242 4242 4242"), at most 19 digits. */
export function formatCardNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

function inRange(value: string, min: number, max: number): boolean {
  return /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;
}

/**
 * Spec §5 card form: every field required ('Campo requerido'); number at least 10 digits;
 * month 1–12; year 2020–2050; CVC 0–9999. The tokenizer checks the rest.
 */
export function checkCard(values: CardValues): CardErrors {
  const errors: CardErrors = {};
  const digits = values.number.replace(/\D/g, '');
  if (!digits) errors.number = required;
  else if (digits.length < 10) errors.number = t.cardNumberShort;
  if (!values.name.trim()) errors.name = required;
  else if (values.name.trim().length > 100) errors.name = messages.account.maxLength;
  if (!values.expMonth.trim()) errors.expMonth = required;
  else if (!inRange(values.expMonth.trim(), 1, 12)) errors.expMonth = t.monthRange;
  if (!values.expYear.trim()) errors.expYear = required;
  else if (!inRange(values.expYear.trim(), 2020, 2050)) errors.expYear = t.yearRange;
  if (!values.cvc.trim()) errors.cvc = required;
  else if (!inRange(values.cvc.trim(), 0, 9999)) errors.cvc = t.cvcFormat;
  return errors;
}

/** Where a tokenizer refusal shows: the number, the CVC, both expiry fields, or none (the form's own alert). */
export function tokenizeErrors(result: Extract<CardTokenOutcome, { ok: false }>): CardErrors {
  if (result.field === 'number') return { number: result.message };
  if (result.field === 'cvc') return { cvc: result.message };
  if (result.field === 'expiry') return { expMonth: result.message, expYear: result.message };
  return {};
}
