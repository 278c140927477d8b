import { describe, expect, it } from 'vitest';
import { cardOutcome } from './sandbox-cards.ts';
import { sandboxTokenize } from './sandbox-tokenize.ts';

const now = new Date('2026-05-10T00:00:00Z');
const card = (number: string, overrides: Partial<Parameters<typeof sandboxTokenize>[0]> = {}) =>
  sandboxTokenize({ number, cvc: '123', expMonth: 12, expYear: 2030, name: 'Ana López', ...overrides }, now);

describe('sandboxTokenize', () => {
  it.each([
    ['4242 4242 4242 4242', 'tok_test_visa_4242'],
    ['4000000000000002', 'tok_test_card_declined'],
    ['4000000000009995', 'tok_test_insufficient_funds'],
    ['4000000000000119', 'tok_test_processing_error'],
    ['5555555555554444', 'tok_test_mastercard_4444'],
  ])('turns %s into %s', (number, token) => {
    expect(card(number)).toEqual({ ok: true, token });
  });

  it('any other valid card pays with its brand and last digits', () => {
    expect(cardOutcome('tok_test_mastercard_4444')).toEqual({ outcome: 'paid', brand: 'mastercard', last4: '4444' });
  });

  it('checks number, security code and expiry with the card form messages', () => {
    expect(card('4242424242424241')).toMatchObject({ ok: false, field: 'number', message: '¡Revisa el número de tarjeta!' });
    expect(card('4242424242424242', { cvc: '12' })).toMatchObject({ ok: false, field: 'cvc', message: '¡Revisa el código de seguridad!' });
    expect(card('378282246310005', { cvc: '123' })).toMatchObject({ ok: false, field: 'cvc' });
    expect(card('4242424242424242', { expMonth: 4, expYear: 2026 })).toMatchObject({ ok: false, field: 'expiry' });
    expect(card('4242424242424242', { expMonth: 13 })).toMatchObject({ ok: false, field: 'expiry' });
    expect(card('4242424242424242', { expMonth: 5, expYear: 26 })).toMatchObject({ ok: true });
  });
});
