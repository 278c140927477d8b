import { randomBytes, randomInt } from 'node:crypto';
import { errorBody, fakeMessages, hexId, invalidParameter, missingParameter, type ErrorDetail } from './fake-conekta-errors.ts';

type Json = Record<string, unknown>;
export type FakeAnswer = { status: number; body: Json };

const rec = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});
const list = (data: unknown[]) => ({ object: 'list', has_more: false, total: data.length, data });
const nowSeconds = () => Math.floor(Date.now() / 1000);
const orderId = () => `ord_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 17)}`;

/** What charging a card does here: pay (brand and last digits), decline, or fail on Conekta's side. */
export type FakeCard = { brand: string; last4: string } | { declined: string; code: string } | { serverError: true };
/** Finds the card a `token_id` stands for; undefined for unknown or used tokens. */
export type CardLookup = (tokenId: string) => FakeCard | undefined;

/** Card test tokens (Conekta's sandbox uses the same names), reusable, and what each one does here. */
export const testCardTokens: Record<string, FakeCard> = {
  tok_test_visa_4242: { brand: 'visa', last4: '4242' },
  tok_test_mastercard_4444: { brand: 'mastercard', last4: '4444' },
  tok_test_amex_0005: { brand: 'american_express', last4: '0005' },
  tok_test_card_declined: { declined: fakeMessages.declined, code: 'conekta.errors.processing.bank.declined' },
  tok_test_insufficient_funds: { declined: fakeMessages.insufficientFunds, code: 'conekta.errors.processing.bank.insufficient_funds' },
  tok_test_server_error: { serverError: true },
};

/** Required fields of `schemas/orders/order_request.yml`, `product.yml`, `customer_info.yml`, `charge_request.yml`. */
export function validateOrderRequest(body: Json, cardFor: CardLookup): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (typeof body.currency !== 'string' || body.currency.length !== 3) problems.push(missingParameter('currency'));
  const customer = rec(body.customer_info);
  for (const field of ['name', 'email', 'phone']) {
    if (typeof customer[field] !== 'string' || customer[field] === '') problems.push(missingParameter(`customer_info.${field}`));
  }
  const items = Array.isArray(body.line_items) ? body.line_items.map(rec) : [];
  if (items.length === 0) problems.push(missingParameter('line_items'));
  items.forEach((item, i) => {
    if (typeof item.name !== 'string' || !item.name) problems.push(missingParameter(`line_items.${i}.name`));
    if (!Number.isInteger(item.unit_price) || (item.unit_price as number) < 0) problems.push(missingParameter(`line_items.${i}.unit_price`));
    if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1) problems.push(missingParameter(`line_items.${i}.quantity`));
  });
  const method = rec(rec(Array.isArray(body.charges) ? body.charges[0] : undefined).payment_method);
  if (typeof method.type !== 'string') problems.push(missingParameter('charges.0.payment_method.type'));
  else if (method.type === 'card' && typeof method.token_id !== 'string') problems.push(missingParameter('charges.0.payment_method.token_id'));
  else if (method.type === 'card' && !cardFor(method.token_id as string)) {
    problems.push(invalidParameter('charges.0.payment_method.token_id', 'El token de la tarjeta no es válido o ya fue usado.'));
  } else if (!['card', 'cash', 'oxxo_cash'].includes(method.type)) {
    problems.push(invalidParameter('charges.0.payment_method.type', `El método de pago "${method.type}" no está disponible.`));
  } else if (method.expires_at !== undefined && (!Number.isInteger(method.expires_at) || (method.expires_at as number) <= nowSeconds())) {
    problems.push(invalidParameter('charges.0.payment_method.expires_at', 'La fecha de expiración debe ser futura.'));
  }
  return problems;
}

/** Creates the order a valid request describes; answers like POST /orders (200, 402 or 500). */
export function createOrder(body: Json, store: Map<string, Json>, cardFor: CardLookup): FakeAnswer {
  const items: Json[] = (body.line_items as Json[]).map((item) => ({ ...item, object: 'line_item', id: `line_item_${hexId()}` }));
  const discounts = (Array.isArray(body.discount_lines) ? body.discount_lines : []).map(rec);
  const amount =
    items.reduce((sum, item) => sum + (item.unit_price as number) * (item.quantity as number), 0) -
    discounts.reduce((sum, line) => sum + Number(line.amount ?? 0), 0);
  const method = rec(rec((body.charges as unknown[])[0]).payment_method);
  const id = orderId();
  const created = nowSeconds();
  const charge: Json = { id: hexId(), object: 'charge', livemode: false, created_at: created, currency: body.currency, amount, order_id: id, description: 'Payment from order' };
  const order: Json = {
    id, object: 'order', livemode: false, amount, amount_refunded: 0, currency: body.currency,
    customer_info: { object: 'customer_info', ...rec(body.customer_info) },
    line_items: list(items), ...(discounts.length ? { discount_lines: list(discounts) } : {}),
    metadata: rec(body.metadata), created_at: created, updated_at: created,
  };
  const card = method.type === 'card' ? cardFor(method.token_id as string)! : null;
  if (card && 'serverError' in card) {
    const detail = { code: 'conekta.errors.api.system.general_failure', param: null, message: fakeMessages.internal, debug_message: 'Runtime error.' };
    return { status: 500, body: errorBody('api_error', [detail]) };
  }
  if (card && 'declined' in card) {
    const paymentMethod = { object: 'card_payment', type: 'credit' };
    Object.assign(charge, { status: 'declined', failure_code: card.code, failure_message: card.declined, payment_method: paymentMethod });
    store.set(id, { ...order, payment_status: 'declined', charges: list([charge]) });
    const detail = { code: card.code, param: 'payment_method.token_id', message: card.declined, debug_message: 'The charge has been declined.' };
    return { status: 402, body: errorBody('processing_error', [detail], store.get(id)) };
  }
  if (card) {
    const authCode = String(randomInt(100000, 999999));
    const paymentMethod = { object: 'card_payment', type: 'credit', name: rec(body.customer_info).name, exp_month: '12', exp_year: '30', auth_code: authCode };
    Object.assign(charge, { status: 'paid', paid_at: created, payment_method: { ...paymentMethod, ...card } });
  } else {
    const expiresAt = (method.expires_at as number | undefined) ?? created + 30 * 86_400; // default: 30 days (Conekta's cash guide)
    const reference = String(randomInt(10 ** 13, 10 ** 14));
    const barcodeUrl = `https://s3.amazonaws.com/cash_payment_barcodes/${reference}.png`;
    const paymentMethod = { object: 'cash_payment', type: 'oxxo', service_name: 'OxxoPay', store_name: 'OXXO', reference, expires_at: expiresAt };
    Object.assign(charge, { status: 'pending_payment', payment_method: { ...paymentMethod, barcode_url: barcodeUrl } });
  }
  const stored = { ...order, payment_status: charge.status, charges: list([charge]) };
  store.set(id, stored);
  return { status: 200, body: stored };
}

/** Moves a stored order to a new payment status, as the provider does when OXXO pays or the slip lapses. */
export function settleOrder(order: Json, status: 'paid' | 'expired'): { order: Json; charge: Json } {
  const data = rec(order.charges).data;
  const charge = rec(Array.isArray(data) ? data[0] : undefined);
  charge.status = status;
  if (status === 'paid') charge.paid_at = nowSeconds();
  order.payment_status = status;
  order.updated_at = nowSeconds();
  return { order, charge };
}
