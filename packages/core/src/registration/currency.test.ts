import { describe, expect, it } from 'vitest';
import { convertFromMxn, currencyFor, currencyOptions, currencySchema, MXN_CURRENCY, showsMxnEquivalent, toMxn, type Currency } from './currency.ts';

const usd: Currency = { code: 'USD', kind: 'other', rate: 17.25, label: 'Dólares', showMxnEquivalent: true };

describe('currency conversion', () => {
  it('MXN is the default, rate 1', () => {
    expect(MXN_CURRENCY).toEqual({ code: 'MXN', kind: 'base', rate: 1, label: 'Pesos mexicanos', showMxnEquivalent: false });
    expect(convertFromMxn(123456, MXN_CURRENCY)).toBe(123456);
    expect(toMxn(123456, MXN_CURRENCY)).toBe(123456);
  });

  it('floors to whole cents in both directions', () => {
    expect(convertFromMxn(50000, usd)).toBe(2898); // 28.9855…
    expect(toMxn(2898, usd)).toBe(49990); // 499.905 → 499.90
    expect(convertFromMxn(1725, usd)).toBe(100);
  });

  it('refuses a result that is not a safe integer instead of rounding it', () => {
    expect(() => convertFromMxn(Number.MAX_SAFE_INTEGER, { rate: 0.5 })).toThrow(RangeError);
    expect(() => toMxn(Number.MAX_SAFE_INTEGER, { rate: 2 })).toThrow(RangeError);
  });

  it('offers MXN when nothing is configured and falls back to the base currency', () => {
    expect(currencyOptions(undefined)).toEqual([MXN_CURRENCY]);
    expect(currencyOptions([])).toEqual([MXN_CURRENCY]);
    const configured = [{ ...MXN_CURRENCY }, usd];
    expect(currencyFor('usd', configured)).toBe(usd);
    expect(currencyFor('EUR', configured).code).toBe('MXN');
    expect(currencyFor(null, [usd])).toBe(MXN_CURRENCY);
    expect(showsMxnEquivalent(usd)).toBe(true);
    expect(showsMxnEquivalent(MXN_CURRENCY)).toBe(false);
  });

  it('validates a configured currency', () => {
    expect(currencySchema.parse({ code: ' usd ', kind: 'other', rate: 17.25, label: 'Dólares' })).toEqual({
      code: 'USD',
      kind: 'other',
      rate: 17.25,
      label: 'Dólares',
      showMxnEquivalent: false,
    });
    expect(currencySchema.safeParse({ code: 'USD', kind: 'other', rate: 0, label: 'x' }).success).toBe(false);
    expect(currencySchema.safeParse({ code: 'US', kind: 'other', rate: 1, label: 'x' }).success).toBe(false);
  });
});
