import { randomBytes, randomInt } from 'node:crypto';
import { assertOrderInput } from '../order-input.ts';
import { PaymentError } from '../payment-error.ts';
import { paymentMessages } from '../payment-messages.ts';
import type { CreateOrderInput, OrderResult, PaymentEvent, PaymentEventListener, ProviderOrder, SandboxPaymentProvider } from '../payment-port.ts';
import { cardOutcome } from './sandbox-cards.ts';
import { createSandboxWebhooks } from './sandbox-webhooks.ts';

interface SandboxOrder {
  id: string;
  registrationId: string;
  amountCents: number;
  status: 'paid' | 'pending_payment' | 'declined';
  reference?: string;
  expiresAt?: Date;
  paidEvent?: PaymentEvent;
}

/**
 * The in-process processor, the default: deterministic outcomes by test card, OXXO slips that the
 * development button or the staff mark paid. State lives in memory: a restart forgets its orders.
 */
export function createSandboxPayments(options: { now?: () => Date } = {}): SandboxPaymentProvider {
  const now = options.now ?? (() => new Date());
  const orders = new Map<string, SandboxOrder>();
  const orderByReference = new Map<string, string>();
  const resultByKey = new Map<string, OrderResult>();
  const listeners = new Set<PaymentEventListener>();
  const webhooks = createSandboxWebhooks();

  const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(8).toString('hex')}`;
  const newReference = () => {
    let reference: string;
    do reference = String(randomInt(10 ** 13, 10 ** 14));
    while (orderByReference.has(reference));
    return reference;
  };
  const isExpired = (order: SandboxOrder) => order.status === 'pending_payment' && !!order.expiresAt && order.expiresAt <= now();

  async function emit(event: PaymentEvent): Promise<PaymentEvent> {
    for (const listener of listeners) await listener(event);
    return event;
  }

  /** Synchronous from the key lookup to the store, so concurrent retries cannot both create an order. */
  function placeOrder(input: CreateOrderInput): OrderResult {
    const base = { id: newId('ord'), registrationId: input.registrationId, amountCents: input.totalCents };
    if (input.method.kind === 'oxxo_cash') {
      const reference = newReference();
      const expiresAt = input.method.expiresAt;
      orders.set(base.id, { ...base, status: 'pending_payment', reference, expiresAt });
      orderByReference.set(reference, base.id);
      return { providerOrderId: base.id, status: 'pending_payment', cash: { reference, amountCents: input.totalCents, expiresAt } };
    }
    const card = cardOutcome(input.method.token);
    if (card.outcome === 'invalid') throw new PaymentError([paymentMessages.invalidCardToken], 'rejected', { codes: ['invalid_token'] });
    if (card.outcome === 'error') throw new PaymentError([card.message], 'unavailable', { codes: ['processing_error'] });
    if (card.outcome === 'declined') {
      orders.set(base.id, { ...base, status: 'declined' });
      return { providerOrderId: base.id, status: 'declined', failure: { messages: [card.message] } };
    }
    orders.set(base.id, { ...base, status: 'paid' });
    return { providerOrderId: base.id, status: 'paid', card: { brand: card.brand, last4: card.last4 } };
  }

  return {
    kind: 'sandbox',
    cardTokenizer: { kind: 'sandbox' },

    async createOrder(input) {
      assertOrderInput(input);
      const previous = resultByKey.get(input.idempotencyKey);
      if (previous) return previous;
      const result = placeOrder(input);
      resultByKey.set(input.idempotencyKey, result);
      return result;
    },

    async getOrder(providerOrderId): Promise<ProviderOrder> {
      const order = orders.get(providerOrderId);
      if (!order) throw new PaymentError([paymentMessages.orderNotFound], 'rejected', { status: 404 });
      const status = isExpired(order) ? 'expired' : order.status;
      return { providerOrderId: order.id, status, amountCents: order.amountCents, registrationId: order.registrationId, providerStatus: status };
    },

    verifyWebhook: webhooks.verify,
    webhookRequest: webhooks.request,

    async markCashPaid(reference) {
      const order = orders.get(orderByReference.get(reference.replace(/\s/g, '')) ?? '');
      if (!order) throw new PaymentError([paymentMessages.referenceNotFound], 'rejected', { status: 404 });
      if (order.paidEvent) return emit(order.paidEvent); // a second click is a repeated delivery
      if (isExpired(order)) throw new PaymentError([paymentMessages.referenceExpired], 'rejected');
      order.status = 'paid';
      order.paidEvent = { id: newId('evt'), type: 'order.paid', orderId: order.id };
      return emit(order.paidEvent);
    },

    async expire(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new PaymentError([paymentMessages.orderNotFound], 'rejected', { status: 404 });
      if (order.status !== 'pending_payment') throw new PaymentError([paymentMessages.orderNotPending], 'rejected');
      order.expiresAt = now();
      return emit({ id: newId('evt'), type: 'order.expired', orderId: order.id });
    },

    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
