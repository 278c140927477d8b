import { messages } from '@dorsal/core';

/**
 * A copy of the server's sandbox tokenizer (apps/server/src/adapters/payments/sandbox/): card data
 * in, a test token out, nothing sent anywhere. The web never imports the server, so the logic is
 * repeated here; keep both in step.
 */
export interface CardData {
  number: string;
  cvc: string;
  expMonth: number | string;
  expYear: number | string;
  name: string;
}

export type TokenizeResult = { ok: true; token: string } | { ok: false; field: 'number' | 'cvc' | 'expiry'; message: string };

/** The sandbox's documented test cards and what they do. */
export const sandboxTestCards = [
  { number: '4242424242424242', token: 'tok_test_visa_4242', outcome: 'paid' },
  { number: '4000000000000002', token: 'tok_test_card_declined', outcome: 'declined' },
  { number: '4000000000009995', token: 'tok_test_insufficient_funds', outcome: 'insufficient' },
  { number: '4000000000000119', token: 'tok_test_processing_error', outcome: 'error' },
] as const;

export function cardBrand(number: string): 'visa' | 'mastercard' | 'amex' | null {
  if (/^4\d{15}$/.test(number)) return 'visa';
  if (/^(5[1-5]\d{2}|2[2-7]\d{2})\d{12}$/.test(number)) return 'mastercard';
  if (/^3[47]\d{13}$/.test(number)) return 'amex';
  return null;
}

/** The Luhn check every card number passes. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

/** Test numbers map to their documented tokens; any other valid number pays. */
export function sandboxTokenize(card: CardData, now: Date = new Date()): TokenizeResult {
  const number = card.number.replace(/[\s-]/g, '');
  const brand = cardBrand(number);
  if (!brand || !luhnValid(number)) return { ok: false, field: 'number', message: messages.payments.cardNumber };
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return { ok: false, field: 'cvc', message: messages.payments.cardCvc };
  const month = Number(card.expMonth);
  const rawYear = Number(card.expYear);
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiryValid =
    Number.isInteger(month) && month >= 1 && month <= 12 && Number.isInteger(year) && year <= 2050 && year * 12 + month - 1 >= currentMonth;
  if (!expiryValid) return { ok: false, field: 'expiry', message: messages.payments.cardExpiry };
  const known = sandboxTestCards.find((test) => test.number === number);
  return { ok: true, token: known ? known.token : `tok_test_${brand}_${number.slice(-4)}` };
}
