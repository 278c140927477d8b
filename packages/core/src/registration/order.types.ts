import type { Money } from './money.ts';
import type { FormValues } from './registration.types.ts';

/** Fixed line codes; product lines are 'producto-{code}'. */
export const INSCRIPTION_LINE_CODE = 'insc';
export const COMMISSION_LINE_CODE = 'comision';
export const DISCOUNT_LINE_CODE = 'descuento';
export const PRODUCT_LINE_PREFIX = 'producto-';

/** One line of the order (order[]): unit price in the order's currency cents. */
export interface OrderLine {
  code: string;
  name: string;
  description: string;
  quantity: number;
  /** unit_price: integer cents; negative only on the discount line. */
  unitCents: number;
  /** precioKey of the inscription line. */
  priceKey?: string;
  /** extraData: values of the product form. */
  formValues?: FormValues;
}

/** The inscription being bought; its price comes from priceFor (peso cents). */
export interface InscriptionItem {
  name: string;
  description?: string;
  priceKey: string;
  unitCents: number;
}

/** An add-on product in the cart (peso cents). */
export interface ProductSelection {
  code: string;
  name: string;
  description?: string;
  unitCents: number;
  quantity: number;
  formValues?: FormValues;
}

/**
 * An accepted discount code. `amount` is in peso cents; `percent` is 0–100 (12.5 = 12.5 %).
 * Scope 'order' discounts inscription and products; 'registration' only the inscription.
 */
export interface OrderDiscount {
  code: string;
  kind: 'amount' | 'percent';
  value: number;
  scope?: 'order' | 'registration';
}

export interface Order {
  /** Code of the currency of every line and total. */
  currency: string;
  lines: OrderLine[];
  /** Inscription plus products, before the discount. */
  subtotalCents: number;
  /** The discount taken (≥ 0; the discount line carries its negative). */
  discountCents: number;
  commissionCents: number;
  /** Sum of all lines, ≥ 0. */
  totalCents: number;
  /** What the payment provider charges: the total in peso cents. */
  charge: Money;
}
