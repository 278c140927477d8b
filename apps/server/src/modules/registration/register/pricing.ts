import {
  availableProducts,
  buildOrder,
  checkDiscount,
  commissionRateFor,
  currencyOptions,
  DEFAULT_PRICE_KEY,
  messages,
  priceFor,
  productLimitMessage,
  sendToasts,
  validateFormValues,
  type Currency,
  type DiscountCode,
  type FieldContext,
  type Order,
  type ProductSelection,
  fill,
} from '@dorsal/core';
import type { Selectable } from 'kysely';
import { AppError } from '../../../lib/errors.ts';
import type { DiscountCodesTable } from '../../../db/schema.ts';
import type { RegistrationEvent, RegistrationModality } from './config.repository.ts';
import { prefixed, validationError } from './request.ts';
import type { QuoteBody } from '@dorsal/core';

const m = messages.registrationServer;
type DiscountRow = Selectable<DiscountCodesTable>;

export interface PricingContext {
  event: RegistrationEvent;
  modalities: RegistrationModality[];
  /** Today in the event's time zone. */
  today: string;
  /** The discount code row the body names, if it exists. */
  discount: DiscountRow | undefined;
}

export interface PricedOrder {
  modality: RegistrationModality;
  order: Order;
  currency: Currency;
  discountCodeId: number | null;
  discountMessage: string | null;
}

export function findModality(modalities: readonly RegistrationModality[], code: string): RegistrationModality {
  const modality = modalities.find((candidate) => candidate.code === code && !candidate.hidden);
  if (!modality) throw validationError(m.unknownModality, { modalityCode: m.unknownModality });
  return modality;
}

/** The inscription price of the category's price key today, or 409 when no price window is open. */
export function inscriptionPrice(modality: RegistrationModality, categoryCode: string | null | undefined, today: string) {
  const priceKey = (categoryCode && modality.categoryPriceKeys[categoryCode]) || DEFAULT_PRICE_KEY;
  const cents = priceFor(modality, priceKey, today);
  if (cents === null) throw new AppError(409, 'modality_closed', m.modalityClosed);
  return { priceKey, cents };
}

function chooseCurrency(event: RegistrationEvent, code: string | null | undefined): Currency {
  const options = currencyOptions(event.currencies);
  const wanted = code?.trim().toUpperCase();
  const found = wanted ? options.find((currency) => currency.code === wanted) : (options.find((c) => c.kind === 'base') ?? options[0]);
  if (!found) throw validationError(m.unknownCurrency, { currency: m.unknownCurrency });
  return found;
}

/** Products asked for, checked against the modality's offer, limits and product forms. */
function productSelections(modality: RegistrationModality, wanted: QuoteBody['products'], audience: FieldContext): ProductSelection[] {
  const offered = availableProducts(modality.products, { channel: audience.channel, hideProducts: modality.hideProducts });
  return wanted
    .filter((item) => item.quantity > 0)
    .map((item, index) => {
      const product = offered.find((candidate) => candidate.code === item.code);
      if (!product) throw validationError(m.unknownProduct, { [`products.${index}.code`]: m.unknownProduct });
      const limit = productLimitMessage(product.maxQuantity, item.quantity - 1);
      if (limit) throw validationError(limit, { [`products.${index}.quantity`]: limit });
      const form = validateFormValues(product.formFields ?? [], item.fields, audience);
      if (!form.valid) {
        const first = sendToasts(form)[0] ?? Object.values(form.errors)[0]!;
        throw validationError(first, prefixed(`products.${index}.fields`, form.errors));
      }
      return {
        code: product.code,
        name: product.name,
        ...(product.description ? { description: product.description } : {}),
        unitCents: product.unitCents,
        quantity: item.quantity,
        ...(product.formFields?.length ? { formValues: form.values } : {}),
      };
    });
}

function discountCode(row: DiscountRow): DiscountCode {
  return { ...row, modalityCodes: row.modalityCodes ?? null };
}

/**
 * The order of a set of choices (buildOrder), with the discount code checked as of now. `audience`: who fills the
 * form (online, or staff at the point of sale: products hidden from the public, no online commission).
 */
export function priceOrder(context: PricingContext, body: QuoteBody, options: { strictDiscount: boolean; audience: FieldContext }): PricedOrder {
  const { audience } = options;
  const modality = findModality(context.modalities, body.modalityCode);
  const price = inscriptionPrice(modality, body.categoryCode, context.today);
  const currency = chooseCurrency(context.event, body.currency);
  const products = productSelections(modality, body.products, audience);
  let discount = null;
  let discountMessage: string | null = null;
  if (body.discountCode) {
    const codes = context.discount ? [discountCode(context.discount)] : [];
    const check = checkDiscount(body.discountCode, { codes, today: context.today, modalityCode: modality.code });
    discountMessage = check.message;
    if (check.ok) discount = check.discount;
    else if (options.strictDiscount) throw validationError(check.message, { discountCode: check.message });
  }
  const order = buildOrder({
    inscription: { name: fill(m.inscriptionLine, { modality: modality.name }), description: context.event.name, priceKey: price.priceKey, unitCents: price.cents },
    products,
    discount,
    commissionRate: commissionRateFor({ channel: audience.channel, eventRate: context.event.commissionRate }),
    atPointOfSale: audience.channel === 'point_of_sale',
    currency,
  });
  return { modality, order, currency, discountCodeId: discount && context.discount ? context.discount.id : null, discountMessage };
}
