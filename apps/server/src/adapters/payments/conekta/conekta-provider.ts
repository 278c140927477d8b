import { assertOrderInput } from '../order-input.ts';
import type { PaymentProvider } from '../payment-port.ts';
import { conektaDefaults, type ConektaConfig } from './conekta-config.ts';
import { conektaError, createConektaHttp } from './conekta-http.ts';
import { toConektaOrder, toDeclinedResult, toOrderResult, toProviderOrder } from './conekta-mapping.ts';
import { createConektaWebhookVerifier } from './conekta-webhook.ts';

export type ConektaPaymentProvider = PaymentProvider & { readonly kind: 'conekta' };

/**
 * The real processor over Conekta's REST API (or Digital FEMSA's, by base URL and keys).
 * - createOrder: POST /orders with one charge (card token or OXXO cash); the idempotency key
 *   travels as `Idempotency-Key`. A 402 `processing_error` is a declined card, not an exception
 *   (the error guide: the charge was made and refused; `details[].message` is for the buyer).
 * - getOrder: GET /orders/{id}, what the webhook handler re-reads before moving any state.
 * - verifyWebhook: RSA `digest` header against the webhook key's public key.
 * - cardTokenizer: the browser loads Conekta.js and tokenizes with the public key.
 */
export function createConektaPayments(config: ConektaConfig): ConektaPaymentProvider {
  if (!config.privateKey) throw new Error('Conekta adapter needs a private key');
  if (!config.publicKey) throw new Error('Conekta adapter needs a public key');
  const request = createConektaHttp(config);
  const cashPaymentType = config.cashPaymentType ?? conektaDefaults.cashPaymentType;

  return {
    kind: 'conekta',
    cardTokenizer: { kind: 'conekta', publicKey: config.publicKey, scriptUrl: config.tokenizerScriptUrl ?? conektaDefaults.tokenizerScriptUrl },

    async createOrder(input) {
      assertOrderInput(input);
      const response = await request('POST', '/orders', {
        body: toConektaOrder(input, cashPaymentType),
        idempotencyKey: input.idempotencyKey,
      });
      if (response.ok) return toOrderResult(response.body);
      if (response.status === 402) return toDeclinedResult(response.error);
      throw conektaError(response.status, response.error);
    },

    async getOrder(providerOrderId) {
      const response = await request('GET', `/orders/${encodeURIComponent(providerOrderId)}`);
      if (!response.ok) throw conektaError(response.status, response.error);
      return toProviderOrder(response.body);
    },

    verifyWebhook: createConektaWebhookVerifier(config.webhookPublicKey),
  };
}
