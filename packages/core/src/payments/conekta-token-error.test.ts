import { describe, expect, it } from 'vitest';
import { conektaTokenFailure } from './conekta-token-error.ts';

describe('conektaTokenFailure', () => {
  it('shows the message for the buyer on the field its param names', () => {
    const error = { object: 'error', type: 'parameter_validation_error', message: 'The card number is invalid.', message_to_purchaser: 'El número de tarjeta es inválido.', param: 'card[number]', code: 'invalid_number' };
    expect(conektaTokenFailure(error)).toEqual({ ok: false, field: 'number', message: 'El número de tarjeta es inválido.' });
    expect(conektaTokenFailure({ ...error, param: 'card[cvc]' })).toMatchObject({ field: 'cvc' });
    expect(conektaTokenFailure({ ...error, param: 'card[exp_month]' })).toMatchObject({ field: 'expiry' });
    expect(conektaTokenFailure({ ...error, param: 'card[exp_year]' })).toMatchObject({ field: 'expiry' });
    expect(conektaTokenFailure({ ...error, param: null, code: 'invalid_cvc' })).toMatchObject({ field: 'cvc' });
  });

  it('falls back to the card form texts, and to the processor text when no field is at fault', () => {
    expect(conektaTokenFailure({ param: 'card[number]' })).toEqual({ ok: false, field: 'number', message: '¡Revisa el número de tarjeta!' });
    expect(conektaTokenFailure({ param: 'card[cvc]', message_to_purchaser: ' ' })).toMatchObject({ message: '¡Revisa el código de seguridad!' });
    expect(conektaTokenFailure({ param: 'card[exp_year]' })).toMatchObject({ message: '¡Revisa la fecha de expiración!' });
    expect(conektaTokenFailure({ type: 'authentication_error', param: null })).toEqual({
      ok: false,
      field: null,
      message: 'El procesador de pagos no pudo procesar la tarjeta, intenta de nuevo',
    });
    expect(conektaTokenFailure(undefined)).toMatchObject({ field: null });
  });
});
