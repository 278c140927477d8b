import { randomBytes } from 'node:crypto';
import { cardBrand, luhnValid } from '@dorsal/core';
import { tokenError, tokenMessages } from './fake-conekta-errors.ts';
import { testCardTokens, type FakeAnswer, type FakeCard } from './fake-conekta-orders.ts';

type Json = Record<string, unknown>;

/** Conekta's documented test cards that do not pay; any other valid card pays. */
const refusedCards: Record<string, FakeCard> = {
  '4000000000000002': testCardTokens.tok_test_card_declined!,
  '4000000000000127': testCardTokens.tok_test_insufficient_funds!,
};
const brandNames = { visa: 'visa', mastercard: 'mastercard', amex: 'american_express' } as const;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const invalid = (code: string, field: string, message: string, toPurchaser: string): FakeAnswer => ({
  status: 422,
  body: tokenError('parameter_validation_error', code, `card[${field}]`, message, toPurchaser),
});

/** Checks a card as the tokens API does (number, holder, CVC length by brand, expiry not past); returns the refusal or the card. */
export function checkCard(card: Json, now: Date): FakeAnswer | { number: string; brand: keyof typeof brandNames } {
  const number = text(card.number).replace(/[\s-]/g, '');
  const brand = cardBrand(number);
  if (!brand || !luhnValid(number)) return invalid('invalid_number', 'number', 'The card number is invalid.', tokenMessages.number);
  if (!text(card.name)) return invalid('invalid_name', 'name', 'The cardholder name is required.', tokenMessages.name);
  if (!new RegExp(`^\\d{${brand === 'amex' ? 4 : 3}}$`).test(text(card.cvc))) return invalid('invalid_cvc', 'cvc', 'The CVC is invalid.', tokenMessages.cvc);
  const month = text(card.exp_month);
  if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) {
    return invalid('invalid_expiry_month', 'exp_month', 'The expiry month is invalid.', tokenMessages.expMonth);
  }
  const rawYear = text(card.exp_year);
  if (!/^(\d{2}|\d{4})$/.test(rawYear)) return invalid('invalid_expiry_year', 'exp_year', 'The expiry year is invalid.', tokenMessages.expYear);
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  if (year * 12 + Number(month) - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth()) {
    return invalid('expired_card', 'exp_year', 'The card has expired.', tokenMessages.expired);
  }
  return { number, brand };
}

/**
 * The browser side of Conekta: `POST /tokens` turns a valid card into a single-use token that
 * POST /orders then charges with the outcome of that card.
 */
export function createTokenStore(now: () => Date = () => new Date()) {
  const issued = new Map<string, { card: FakeCard; used: boolean }>();

  return {
    issue(body: Json): FakeAnswer {
      const card = body.card;
      if (typeof card !== 'object' || card === null || Array.isArray(card)) {
        return { status: 422, body: tokenError('parameter_validation_error', 'missing_card', 'card', 'The card is required.', tokenMessages.card) };
      }
      const checked = checkCard(card as Json, now());
      if ('status' in checked) return checked;
      const id = `tok_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 17)}`;
      const outcome = refusedCards[checked.number] ?? { brand: brandNames[checked.brand], last4: checked.number.slice(-4) };
      issued.set(id, { card: outcome, used: false });
      return { status: 200, body: { id, object: 'token', used: false, livemode: false } };
    },

    /** The card behind an issued token not yet charged. */
    cardFor(tokenId: string): FakeCard | undefined {
      const token = issued.get(tokenId);
      return token && !token.used ? token.card : undefined;
    },

    use(tokenId: string): void {
      const token = issued.get(tokenId);
      if (token) token.used = true;
    },
  };
}
