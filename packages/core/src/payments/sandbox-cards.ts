import { messages } from '../i18n/messages.ts';

const paymentMessages = messages.payments;

/**
 * The sandbox's documented test cards. Tokens follow Conekta's test tokens where Conekta has one
 * (`tok_test_visa_4242`, `tok_test_card_declined`, `tok_test_insufficient_funds`), so the same
 * tokens mean the same thing in both adapters' tests.
 */
export const sandboxTestCards = [
  { number: '4242424242424242', token: 'tok_test_visa_4242', outcome: 'paid' },
  { number: '4000000000000002', token: 'tok_test_card_declined', outcome: 'declined', message: paymentMessages.cardDeclined },
  { number: '4000000000009995', token: 'tok_test_insufficient_funds', outcome: 'declined', message: paymentMessages.insufficientFunds },
  { number: '4000000000000119', token: 'tok_test_processing_error', outcome: 'error', message: paymentMessages.processingError },
] as const;

export type CardOutcome =
  | { outcome: 'paid'; brand: string; last4: string }
  | { outcome: 'declined'; message: string; last4: string }
  | { outcome: 'error'; message: string }
  | { outcome: 'invalid' };

/** Any other valid card number tokenizes to `tok_test_<brand>_<last4>` and pays. */
const genericToken = /^tok_test_(visa|mastercard|amex)_(\d{4})$/;

export function cardOutcome(token: string): CardOutcome {
  const known = sandboxTestCards.find((card) => card.token === token);
  if (known) {
    const last4 = known.number.slice(-4);
    if (known.outcome === 'paid') return { outcome: 'paid', brand: 'visa', last4 };
    if (known.outcome === 'declined') return { outcome: 'declined', message: known.message, last4 };
    return { outcome: 'error', message: known.message };
  }
  const match = genericToken.exec(token);
  if (match) return { outcome: 'paid', brand: match[1]!, last4: match[2]! };
  return { outcome: 'invalid' };
}

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
