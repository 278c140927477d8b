import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';
import { applyRate, assertCents, multiplyCents, MXN, percentOf, sumCents } from './money.ts';
import { convertFromMxn, MXN_CURRENCY, toMxn, type Currency } from './currency.ts';
import { DEFAULT_COMMISSION_RATE } from './pricing.ts';
import {
  COMMISSION_LINE_CODE,
  DISCOUNT_LINE_CODE,
  INSCRIPTION_LINE_CODE,
  PRODUCT_LINE_PREFIX,
  type InscriptionItem,
  type Order,
  type OrderDiscount,
  type OrderLine,
  type ProductSelection,
} from './order.types.ts';

const m = messages.registration.order;

export interface BuildOrderInput {
  inscription: InscriptionItem;
  products?: readonly ProductSelection[];
  discount?: OrderDiscount | null;
  /** comisionGlobal, 0 to 1; default 0.07. See commissionRateFor. */
  commissionRate?: number;
  /** Point of sale: no 'Comisión OnLine' line at all (there is nothing online to charge for). */
  atPointOfSale?: boolean;
  /** monedaAUsar; default MXN. */
  currency?: Currency;
}

export function lineTotal(line: Pick<OrderLine, 'quantity' | 'unitCents'>): number {
  return multiplyCents(line.unitCents, line.quantity);
}

/** Sum of quantity × unit price over the lines. */
export function orderTotal(lines: readonly OrderLine[]): number {
  return sumCents(lines.map(lineTotal));
}

/** The inscription and commission lines cannot be removed from an order. */
export function isRemovableLine(code: string): boolean {
  return code !== INSCRIPTION_LINE_CODE && code !== COMMISSION_LINE_CODE;
}

function checkQuantity(product: ProductSelection): void {
  if (!Number.isSafeInteger(product.quantity) || product.quantity < 0) {
    throw new RangeError(`quantity of ${product.code} must be an integer ≥ 0, got ${product.quantity}`);
  }
}

function nonNegativeCents(cents: number, what: string): number {
  if (assertCents(cents, what) < 0) throw new RangeError(`${what} must not be negative`);
  return cents;
}

/** The discount amount in order cents, capped at the amount it applies to. */
function discountAmount(discount: OrderDiscount, base: number, currency: Currency): number {
  if (discount.kind === 'percent') {
    if (!(discount.value >= 0 && discount.value <= 100)) throw new RangeError(`percent must be 0–100, got ${discount.value}`);
    return Math.min(base, percentOf(base, discount.value));
  }
  return Math.min(base, convertFromMxn(nonNegativeCents(discount.value, 'discount'), currency));
}

/**
 * Builds the whole order from scratch; call it again on every change (the commission line is
 * always rebuilt, never edited). Order of operations:
 *
 * 1. Convert each peso unit price (and an amount discount) to the order currency, flooring to
 *    whole cents (convertFromMxn); for MXN this changes nothing.
 * 2. Lines 'insc' (quantity 1) and one 'producto-{code}' per product with quantity > 0.
 * 3. subtotal = inscription + Σ quantity × unit price of the products.
 * 4. discount = amount, or percent × base rounded half-up (base = subtotal, or the inscription
 *    alone for scope 'registration'), capped at that base so the subtotal never goes below 0;
 *    added as line 'descuento' with a negative unit price.
 * 5. commission = commissionRate × (subtotal − discount), rounded half-up to whole cents;
 *    line 'comision' ('Comisión OnLine'), always present online (even at 0), always last; at the
 *    point of sale there is no such line.
 * 6. total = subtotal − discount + commission (≥ 0); charge = total in pesos, floored (toMxn).
 */
export function buildOrder(input: BuildOrderInput): Order {
  const currency = input.currency ?? MXN_CURRENCY;
  const rate = input.atPointOfSale ? 0 : (input.commissionRate ?? DEFAULT_COMMISSION_RATE);
  if (!(rate >= 0 && rate <= 1)) throw new RangeError(`commission rate must be 0–1, got ${rate}`);
  const toOrderCurrency = (mxnCents: number, what: string) => convertFromMxn(nonNegativeCents(mxnCents, what), currency);

  const { inscription } = input;
  const inscriptionLine: OrderLine = {
    code: INSCRIPTION_LINE_CODE,
    name: inscription.name,
    description: inscription.description ?? '',
    quantity: 1,
    unitCents: toOrderCurrency(inscription.unitCents, 'inscription price'),
    priceKey: inscription.priceKey,
  };

  const seen = new Set<string>();
  const productLines: OrderLine[] = [];
  for (const product of input.products ?? []) {
    checkQuantity(product);
    if (seen.has(product.code)) throw new RangeError(`product ${product.code} appears twice`);
    seen.add(product.code);
    if (product.quantity === 0) continue;
    productLines.push({
      code: `${PRODUCT_LINE_PREFIX}${product.code}`,
      name: product.name,
      description: product.description ?? '',
      quantity: product.quantity,
      unitCents: toOrderCurrency(product.unitCents, `price of ${product.code}`),
      ...(product.formValues ? { formValues: product.formValues } : {}),
    });
  }

  const subtotalCents = orderTotal([inscriptionLine, ...productLines]);
  const discountBase = input.discount?.scope === 'registration' ? inscriptionLine.unitCents : subtotalCents;
  const discountCents = input.discount ? discountAmount(input.discount, discountBase, currency) : 0;
  const discountLines: OrderLine[] = input.discount
    ? [
        {
          code: DISCOUNT_LINE_CODE,
          name: m.discountName,
          description: fill(m.discountDescription, { code: input.discount.code }),
          quantity: 1,
          unitCents: discountCents === 0 ? 0 : -discountCents,
        },
      ]
    : [];

  const discountedCents = subtotalCents - discountCents;
  const commissionCents = applyRate(discountedCents, rate);
  const commissionLine: OrderLine = {
    code: COMMISSION_LINE_CODE,
    name: m.commissionName,
    description: m.commissionDescription,
    quantity: 1,
    unitCents: commissionCents,
  };

  const lines = [inscriptionLine, ...productLines, ...discountLines, ...(input.atPointOfSale ? [] : [commissionLine])];
  const totalCents = orderTotal(lines);
  return {
    currency: currency.code,
    lines,
    subtotalCents,
    discountCents,
    commissionCents,
    totalCents,
    charge: { cents: toMxn(totalCents, currency), currency: MXN },
  };
}

/** Zero-total path: nothing to charge, the registration is saved as paid (see registration-status). */
export function requiresPayment(order: Pick<Order, 'charge'>): boolean {
  return order.charge.cents > 0;
}
