import { describe, expect, it } from 'vitest';
import {
  applyRate,
  assertCents,
  centsFromDecimal,
  divideByRateFloor,
  formatMoney,
  multiplyByRateFloor,
  multiplyCents,
  percentOf,
  sumCents,
} from './money.ts';

describe('formatMoney', () => {
  it('writes es-MX grouping, two decimals and the code', () => {
    expect(formatMoney({ cents: 123450, currency: 'MXN' })).toBe('$1,234.50 MXN');
    expect(formatMoney({ cents: 5, currency: 'MXN' })).toBe('$0.05 MXN');
    expect(formatMoney({ cents: 0, currency: 'MXN' })).toBe('$0.00 MXN');
    expect(formatMoney({ cents: 123456789012, currency: 'MXN' })).toBe('$1,234,567,890.12 MXN');
  });

  it('puts the sign before the symbol and uses each currency symbol', () => {
    expect(formatMoney({ cents: -2500, currency: 'MXN' })).toBe('-$25.00 MXN');
    expect(formatMoney({ cents: 9900, currency: 'USD' })).toBe('$99.00 USD');
    expect(formatMoney({ cents: 9900, currency: 'EUR' })).toBe('€99.00 EUR');
    expect(formatMoney({ cents: 9900, currency: 'XYZ' })).toBe('99.00 XYZ');
  });

  it('refuses fractional cents', () => {
    expect(() => formatMoney({ cents: 1.5, currency: 'MXN' })).toThrow(RangeError);
  });
});

describe('integer helpers', () => {
  it('checks cents and sums', () => {
    expect(assertCents(-0)).toBe(0);
    expect(Object.is(assertCents(-0), 0)).toBe(true);
    expect(() => assertCents(Number.NaN)).toThrow(RangeError);
    expect(sumCents([100, 250, -50])).toBe(300);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(multiplyCents(1999, 3)).toBe(5997);
    expect(() => multiplyCents(100, 1.5)).toThrow(RangeError);
  });

  it('rounds rates half-up on the decimal the rate was written as', () => {
    expect(applyRate(15000, 0.07)).toBe(1050);
    expect(applyRate(150, 0.07)).toBe(11); // 10.5
    expect(applyRate(100, 0.145)).toBe(15); // 14.5, although 0.145 × 100 is 14.4999… in binary
    expect(applyRate(149, 0.07)).toBe(10); // 10.43
    expect(applyRate(0, 0.07)).toBe(0);
    expect(applyRate(-150, 0.07)).toBe(-11);
    expect(() => applyRate(100, -0.1)).toThrow(RangeError);
  });

  it('takes percentages half-up', () => {
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(999, 50)).toBe(500); // 499.5
    expect(percentOf(1000, 100)).toBe(1000);
  });

  it('floors conversions exactly', () => {
    expect(divideByRateFloor(1705, 17.05)).toBe(100);
    expect(divideByRateFloor(1704, 17.05)).toBe(99);
    expect(multiplyByRateFloor(100, 17.0512)).toBe(1705);
    expect(() => divideByRateFloor(100, 0)).toThrow(RangeError);
  });
});

describe('centsFromDecimal', () => {
  it('reads stored decimal prices as cents, half-up on the written digits', () => {
    expect(centsFromDecimal(350)).toBe(35000);
    expect(centsFromDecimal(350.5)).toBe(35050);
    expect(centsFromDecimal('1234.50')).toBe(123450);
    expect(centsFromDecimal(1.005)).toBe(101);
    expect(centsFromDecimal('0.994')).toBe(99);
    expect(centsFromDecimal('-12.345')).toBe(-1235);
    expect(() => centsFromDecimal('12,50')).toThrow(RangeError);
    expect(() => centsFromDecimal(1e21)).toThrow(RangeError);
  });
});
