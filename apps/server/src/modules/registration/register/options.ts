import {
  availableProducts,
  commissionRateFor,
  convertFromMxn,
  currencyOptions,
  DEFAULT_PRICE_KEY,
  formatMoney,
  isSoldOut,
  messages,
  priceFor,
  visibleFields,
  type Currency,
  type FieldContext,
  type Order,
} from '@dorsal/core';
import type { PricedOrder, PricingContext } from './pricing.ts';

const online: FieldContext = { channel: 'online' };

/** A peso amount in every offered currency: `{ MXN: { cents, text }, USD: … }`. */
function pricesIn(currencies: readonly Currency[], mxnCents: number) {
  return Object.fromEntries(
    currencies.map((currency) => {
      const cents = convertFromMxn(mxnCents, currency);
      return [currency.code, { cents, text: formatMoney({ cents, currency: currency.code }) }];
    }),
  );
}

/**
 * GET registration options (what the wizard draws): modalities with today's price per currency and
 * the AGOTADO flag, categories, products, extra fields, currencies, payment methods, analytics ids.
 * `audience`: the public online, or staff at the point of sale (their fields and products, cash, no commission).
 */
export function registrationOptionsView({ event, modalities, today }: PricingContext, audience: FieldContext = online) {
  const currencies = currencyOptions(event.currencies);
  return {
    event: {
      id: event.id,
      name: event.name,
      logoUrl: event.logoUrl,
      date: event.eventDate,
      startTime: event.startTime,
      timeZone: event.timeZone,
      place: event.place,
      city: event.city,
      isTest: event.isTest,
      privacyLink: event.privacyLink,
      organizer: event.organizerName === null ? null : { name: event.organizerName, color: event.organizerColor },
      analytics: { gaId: event.gaId, facebookPixel: event.facebookPixel },
    },
    today,
    channel: audience.channel,
    separateSurnames: event.separateSurnames,
    ageAtEventDate: event.ageAtEventDate,
    lowerCategories: event.lowerCategories,
    commissionRate: commissionRateFor({ channel: audience.channel, eventRate: event.commissionRate }),
    currencies,
    paymentMethods: audience.channel === 'online' ? event.paymentMethods : [],
    formFields: visibleFields(event.formFields, audience),
    modalities: modalities
      .filter((modality) => !modality.hidden)
      .map((modality) => {
        const price = priceFor(modality, DEFAULT_PRICE_KEY, today);
        const soldOut = isSoldOut(modality);
        return {
          code: modality.code,
          name: modality.name,
          description: modality.description,
          open: price !== null && !soldOut,
          price: price === null ? null : pricesIn(currencies, price),
          soldOut,
          soldOutLabel: soldOut ? messages.registration.soldOut : null,
          teamSize: modality.teamSize,
          categories: modality.categories
            .filter((category) => !category.isOverall && !category.hidden)
            .map((category) => {
              const key = modality.categoryPriceKeys[category.code] ?? DEFAULT_PRICE_KEY;
              const own = key === DEFAULT_PRICE_KEY ? price : priceFor(modality, key, today);
              return { code: category.code, name: category.name, branch: category.branch, minAge: category.minAge, maxAge: category.maxAge, priceKey: key, price: own === null ? null : pricesIn(currencies, own) };
            }),
          formFields: visibleFields(modality.formFields, audience),
          hideEventFields: modality.hideEventFields,
          products: availableProducts(modality.products, { channel: audience.channel, hideProducts: modality.hideProducts }).map((product) => ({
            code: product.code,
            name: product.name,
            description: product.description ?? '',
            price: pricesIn(currencies, product.unitCents),
            maxQuantity: product.maxQuantity,
            imageUrl: product.imageUrl ?? null,
            color: product.color ?? null,
            formFields: visibleFields(product.formFields ?? [], audience),
          })),
        };
      }),
  };
}

/** An order as the wizard's summary shows it: every amount with its text. */
export function orderView(order: Order) {
  const money = (cents: number, currency = order.currency) => ({ cents, text: formatMoney({ cents, currency }) });
  return {
    currency: order.currency,
    lines: order.lines.map((line) => ({ ...line, unit: money(line.unitCents), total: money(line.unitCents * line.quantity) })),
    subtotal: money(order.subtotalCents),
    discount: money(order.discountCents),
    commission: money(order.commissionCents),
    total: money(order.totalCents),
    charge: money(order.charge.cents, 'MXN'),
  };
}

/** POST …/registration/quote: the order summary and what the discount code check said. */
export function quoteView(priced: PricedOrder) {
  return {
    order: orderView(priced.order),
    discount: priced.discountMessage === null ? null : { applied: priced.discountCodeId !== null, message: priced.discountMessage },
    requiresPayment: priced.order.charge.cents > 0,
  };
}
