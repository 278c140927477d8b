import { messages } from '../i18n/messages.ts';
import type { CardField } from './card-tokenizer.ts';
import { cardBrand, luhnValid, sandboxTestCards } from './sandbox-cards.ts';

const paymentMessages = messages.payments;

export interface CardData {
  number: string;
  cvc: string;
  expMonth: number | string;
  expYear: number | string;
  name: string;
}

/** The sandbox always names the field at fault (a `CardTokenOutcome` whose field is never null). */
export type TokenizeResult = { ok: true; token: string } | { ok: false; field: CardField; message: string };

/**
 * The stand-in for the provider's browser tokenizer when the sandbox is on: card data in, a
 * token out, nothing sent anywhere. Pure, so the web's card form and the server's sandbox share it.
 * Test numbers map to the documented test tokens; any other valid number pays.
 */
export function sandboxTokenize(card: CardData, now: Date = new Date()): TokenizeResult {
  const number = card.number.replace(/[\s-]/g, '');
  const brand = cardBrand(number);
  if (!brand || !luhnValid(number)) return { ok: false, field: 'number', message: paymentMessages.cardNumber };
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return { ok: false, field: 'cvc', message: paymentMessages.cardCvc };
  const month = Number(card.expMonth);
  const rawYear = Number(card.expYear);
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiryValid =
    Number.isInteger(month) && month >= 1 && month <= 12 && Number.isInteger(year) && year <= 2050 && year * 12 + month - 1 >= currentMonth;
  if (!expiryValid) return { ok: false, field: 'expiry', message: paymentMessages.cardExpiry };
  const known = sandboxTestCards.find((test) => test.number === number);
  return { ok: true, token: known ? known.token : `tok_test_${brand}_${number.slice(-4)}` };
}
