/**
 * Money is an integer number of cents with its currency code (design/ARCHITECTURE.md). Every
 * helper here keeps amounts as safe integers and throws a RangeError on anything else, so a
 * fractional or overflowing amount is a bug found at once, never a price shown.
 */

export interface Money {
  /** Integer cents (a safe integer). */
  readonly cents: number;
  /** ISO-style code, e.g. 'MXN'. */
  readonly currency: string;
}

export const MXN = 'MXN';

/** Rates (commission, exchange, percentages) are read to this many decimal places. */
export const RATE_DECIMALS = 6;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Returns the value when it is a safe integer, otherwise throws. */
export function assertCents(value: number, what = 'amount'): number {
  if (!isCents(value)) throw new RangeError(`${what} must be integer cents, got ${value}`);
  return value === 0 ? 0 : value; // no -0
}

export function money(cents: number, currency: string = MXN): Money {
  return { cents: assertCents(cents), currency };
}

/** Sum of cents; throws when a term or the sum is not a safe integer. */
export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total = assertCents(total + assertCents(value), 'sum');
  return total;
}

/** cents × quantity (an integer), checked. */
export function multiplyCents(cents: number, quantity: number): number {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`quantity must be an integer, got ${quantity}`);
  return assertCents(assertCents(cents) * quantity, 'product');
}

/**
 * A non-negative rate as an exact integer number of millionths (0.07 → 70000). Rates are decimals
 * people type; reading them to 6 places avoids binary artefacts such as 0.145 × 100 = 14.4999….
 */
export function rateToMillionths(rate: number): bigint {
  if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`rate must be a finite number ≥ 0, got ${rate}`);
  return BigInt(Math.round(rate * Number(RATE_SCALE)));
}

function roundHalfUpDivision(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** cents × rate rounded half-up (half away from zero) to whole cents, exactly. */
export function applyRate(cents: number, rate: number): number {
  const product = BigInt(assertCents(cents)) * rateToMillionths(rate);
  return assertCents(Number(roundHalfUpDivision(product, RATE_SCALE)));
}

/** percent (e.g. 12.5 for 12.5 %) of an amount, rounded half-up to whole cents. */
export function percentOf(cents: number, percent: number): number {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`percent must be ≥ 0, got ${percent}`);
  const millionths = BigInt(Math.round(percent * Number(RATE_SCALE)));
  return assertCents(Number(roundHalfUpDivision(BigInt(assertCents(cents)) * millionths, RATE_SCALE * 100n)));
}

/** cents ÷ rate and cents × rate truncated to whole cents (toward zero), exactly. */
export function divideByRateFloor(cents: number, rate: number): number {
  const millionths = rateToMillionths(rate);
  if (millionths === 0n) throw new RangeError('rate must be greater than 0');
  return assertCents(Number((BigInt(assertCents(cents)) * RATE_SCALE) / millionths));
}

export function multiplyByRateFloor(cents: number, rate: number): number {
  return assertCents(Number((BigInt(assertCents(cents)) * rateToMillionths(rate)) / RATE_SCALE));
}

/**
 * A decimal amount as stored by the earlier system (350, 350.5, '1234.50') in cents, rounded
 * half-up on the decimal digits as written (1.005 → 101), never through binary floating point.
 */
export function centsFromDecimal(amount: number | string): number {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const digits = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1n : 0n;
  const magnitude = assertCents(Number(digits + roundUp));
  return sign === '-' ? assertCents(-magnitude) : magnitude;
}

const symbols = new Map<string, string>();

/** The narrow symbol of a currency in es-MX ('$' for MXN and USD, '€' for EUR), '' if none. */
function currencySymbol(code: string): string {
  const cached = symbols.get(code);
  if (cached !== undefined) return cached;
  let symbol = '';
  try {
    const parts = new Intl.NumberFormat('es-MX', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    const found = parts.find((part) => part.type === 'currency')?.value ?? '';
    symbol = found === code ? '' : found;
  } catch {
    symbol = '';
  }
  symbols.set(code, symbol);
  return symbol;
}

/** "$1,234.50 MXN": es-MX grouping, two decimals, the code always shown; '-' before negatives. */
export function formatMoney(value: Money): string {
  const cents = assertCents(value.cents);
  const magnitude = BigInt(Math.abs(cents));
  const whole = (magnitude / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${currencySymbol(value.currency)}${whole}.${fraction} ${value.currency}`;
}
