/**
 * The payment port: what the registration service asks of a payment processor.
 * Two adapters implement it: `sandbox` (in-process, the default) and `conekta` (Conekta's or
 * Digital FEMSA's REST API). Money is integer cents in MXN.
 */
import type { CardTokenizer } from '@dorsal/core';

export interface OrderCustomer {
  name: string;
  email: string;
  phone: string;
}

/** One line of the order. A negative price is a discount line (the spec applies discount codes as a negative line). */
export interface OrderItem {
  name: string;
  unitPriceCents: number;
  quantity: number;
}

export type PaymentMethodInput = { kind: 'card'; token: string } | { kind: 'oxxo_cash'; expiresAt: Date };

export interface CreateOrderInput {
  registrationId: string;
  customer: OrderCustomer;
  items: OrderItem[];
  /** Must equal the sum of the items; checked before anything is sent. */
  totalCents: number;
  method: PaymentMethodInput;
  /** Same key, same order: a retried request never creates a second provider order. Use one key per payment attempt. */
  idempotencyKey: string;
}

export interface CashSlip {
  reference: string;
  amountCents: number;
  expiresAt: Date;
  barcodeUrl?: string;
}

export interface OrderResult {
  /** Null only when the provider declined without creating an order. */
  providerOrderId: string | null;
  status: 'paid' | 'pending_payment' | 'declined';
  card?: { brand: string; last4: string };
  cash?: CashSlip;
  /** On `declined`: the provider's messages for the buyer (Spanish). */
  failure?: { messages: string[] };
}

export type ProviderOrderStatus = 'paid' | 'pending_payment' | 'expired' | 'declined' | 'canceled';

/** An order as the provider has it now; webhooks are only signals to re-read this. */
export interface ProviderOrder {
  providerOrderId: string;
  status: ProviderOrderStatus;
  amountCents: number;
  registrationId?: string;
  /** The provider's own status word, for logs and for cases a person resolves (refunds, chargebacks). */
  providerStatus: string;
}

export interface PaymentEvent {
  /** The provider's event id; record it (unique) so a repeated delivery changes nothing. */
  id: string;
  /** e.g. `order.paid`, `order.expired`, `charge.paid`. */
  type: string;
  /** The provider order the event is about; null for events about no order (e.g. `webhook_ping`). */
  orderId: string | null;
}

export type WebhookVerification = { ok: true; event: PaymentEvent } | { ok: false };

/** Request headers as Node and Fastify give them (lower-case names). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly kind: 'sandbox' | 'conekta';
  /** What the browser tokenizes cards with (the registration options pass it on); browser-safe. */
  readonly cardTokenizer: CardTokenizer;
  /** Throws `PaymentError` when the order could not be made (validation, auth, network); a refused card is a `declined` result. */
  createOrder(input: CreateOrderInput): Promise<OrderResult>;
  /** Throws `PaymentError` when the provider cannot be asked or does not know the order. */
  getOrder(providerOrderId: string): Promise<ProviderOrder>;
  /** Checks the signature over the exact raw body; never throws. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): WebhookVerification;
}

export type PaymentEventListener = (event: PaymentEvent) => void | Promise<void>;

/** The sandbox adds what a real processor does on its own: a cash slip gets paid or expires. */
export interface SandboxPaymentProvider extends PaymentProvider {
  readonly kind: 'sandbox';
  /** The development button and the staff mark an OXXO reference paid; emits `order.paid`. */
  markCashPaid(reference: string): Promise<PaymentEvent>;
  /** Emits `order.expired` for a pending cash order. */
  expire(orderId: string): Promise<PaymentEvent>;
  /** Registers the listener that receives every event; returns the unsubscribe function. */
  onEvent(listener: PaymentEventListener): () => void;
  /** The signed webhook request an event would arrive as, to drive the real webhook route in tests. */
  webhookRequest(event: PaymentEvent): { rawBody: Buffer; headers: Record<string, string> };
}
