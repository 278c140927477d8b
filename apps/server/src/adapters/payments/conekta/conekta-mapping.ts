import { PaymentError } from '../payment-error.ts';
import { paymentMessages } from '../payment-messages.ts';
import type { CreateOrderInput, OrderResult, ProviderOrder, ProviderOrderStatus } from '../payment-port.ts';
import type { ConektaErrorBody } from './conekta-http.ts';

type Json = Record<string, unknown>;

/**
 * POST /orders body. Fields from conekta/openapi `schemas/orders/order_request.yml` (currency,
 * customer_info, line_items, discount_lines, charges, metadata), `product.yml` (unit_price in cents,
 * minimum 0: so negative lines travel as `order_discount_lines_request.yml` entries) and the SDKs'
 * `ChargeRequestPaymentMethod` (`type`, `token_id`, `expires_at` as unix seconds inside payment_method;
 * one OpenAPI example puts `expires_at` on the charge instead: we follow the model).
 */
export function toConektaOrder(input: CreateOrderInput, cashPaymentType: 'cash' | 'oxxo_cash'): Json {
  const lineItems = input.items.filter((item) => item.unitPriceCents >= 0);
  const discounts = input.items.filter((item) => item.unitPriceCents < 0);
  const paymentMethod =
    input.method.kind === 'card'
      ? { type: 'card', token_id: input.method.token }
      : { type: cashPaymentType, expires_at: Math.floor(input.method.expiresAt.getTime() / 1000) };
  return {
    currency: 'MXN',
    customer_info: { name: input.customer.name, email: input.customer.email, phone: input.customer.phone },
    line_items: lineItems.map((item) => ({ name: item.name, unit_price: item.unitPriceCents, quantity: item.quantity })),
    ...(discounts.length
      ? { discount_lines: discounts.map((item) => ({ code: item.name, type: 'coupon', amount: -item.unitPriceCents * item.quantity })) }
      : {}),
    charges: [{ payment_method: paymentMethod }],
    metadata: { registration_id: input.registrationId },
  };
}

/**
 * The created order (conekta/openapi `schemas/orders/order_response.yml`: `payment_status`,
 * `charges.data[]`; `charge_payment_method_card_response.yml`: brand, last4;
 * `charge_payment_method_cash_response.yml`: reference, barcode_url, expires_at). The spec (§7)
 * reads the slip from `charges.data[0].payment_method.reference` and `charges.data[0].amount`.
 */
export function toOrderResult(order: Json): OrderResult {
  const id = requireString(order.id);
  const charge = firstCharge(order);
  const method = record(charge.payment_method);
  switch (order.payment_status) {
    case 'paid':
      return { providerOrderId: id, status: 'paid', ...cardOf(method) };
    case 'pending_payment': {
      if (method.reference === undefined) return { providerOrderId: id, status: 'pending_payment', ...cardOf(method) };
      const cash = {
        reference: String(method.reference),
        amountCents: typeof charge.amount === 'number' ? charge.amount : Number(order.amount),
        expiresAt: new Date(Number(method.expires_at) * 1000),
        ...(typeof method.barcode_url === 'string' ? { barcodeUrl: method.barcode_url } : {}),
      };
      return { providerOrderId: id, status: 'pending_payment', cash };
    }
    case 'declined': {
      const message = typeof charge.failure_message === 'string' ? charge.failure_message : paymentMessages.cardDeclined;
      return { providerOrderId: id, status: 'declined', failure: { messages: [message] } };
    }
    default:
      throw new PaymentError([paymentMessages.unexpectedAnswer], 'unavailable', { type: String(order.payment_status) });
  }
}

/** A 402 `processing_error`: the charge was tried and refused; the order, if any, is in `data`. */
export function toDeclinedResult(error: ConektaErrorBody): OrderResult {
  const messages = (error.details ?? []).map((detail) => detail.message).filter((message): message is string => !!message);
  const orderId = record(error.data).id;
  return {
    providerOrderId: typeof orderId === 'string' ? orderId : null,
    status: 'declined',
    failure: { messages: messages.length ? messages : [paymentMessages.cardDeclined] },
  };
}

/**
 * Conekta's order payment statuses (developers.conekta.com/api, Order object) folded into ours.
 * Refunds and chargebacks are not our states: they read as `canceled` (partial refund stays `paid`)
 * and `providerStatus` keeps the original word for the person who resolves it.
 */
const statusMap: Record<string, ProviderOrderStatus> = {
  paid: 'paid',
  partially_refunded: 'paid',
  pending_payment: 'pending_payment',
  pre_authorized: 'pending_payment',
  expired: 'expired',
  declined: 'declined',
  canceled: 'canceled',
  voided: 'canceled',
  refunded: 'canceled',
  charged_back: 'canceled',
};

export function toProviderOrder(order: Json): ProviderOrder {
  const providerStatus = String(order.payment_status ?? '');
  const registrationId = record(order.metadata).registration_id;
  return {
    providerOrderId: requireString(order.id),
    status: statusMap[providerStatus] ?? 'pending_payment',
    amountCents: Number(order.amount),
    ...(typeof registrationId === 'string' ? { registrationId } : {}),
    providerStatus,
  };
}

function cardOf(method: Json): Pick<OrderResult, 'card'> {
  return typeof method.last4 === 'string' ? { card: { brand: String(method.brand ?? ''), last4: method.last4 } } : {};
}

function firstCharge(order: Json): Json {
  const data = record(order.charges).data;
  return Array.isArray(data) ? record(data[0]) : {};
}

function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

function requireString(value: unknown): string {
  if (typeof value !== 'string' || !value) throw new PaymentError([paymentMessages.unexpectedAnswer], 'unavailable');
  return value;
}
