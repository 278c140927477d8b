/**
 * Settings of the REST adapter. Conekta and Digital FEMSA (which sells OXXO Pay) expose the same
 * API; only the base URL, the keys and the vendor word in the `Accept` media type differ:
 * - Conekta: https://api.conekta.io, `Accept: application/vnd.conekta-v2.2.0+json`
 *   (conekta/openapi `resources/orders/order.yml` responds with that media type; the webhook
 *   guide, developers.conekta.com/docs/autenticación-webhooks, sends `vnd.conekta-v2.1.0+json`).
 * - Digital FEMSA: https://api.digitalfemsa.io (`BASE_PATH` of the digitalfemsa SDK, base.ts),
 *   `Accept: application/vnd.app-v2.1.0+json` (its generated API docs; newer ones say 2.2.0).
 */
export interface ConektaConfig {
  /** Default https://api.conekta.io. */
  baseUrl?: string;
  /** The private API key (`key_…`), sent as `Authorization: Bearer`. */
  privateKey: string;
  /** The public key (`key_…`) Conekta.js tokenizes cards with in the browser. */
  publicKey: string;
  /** Where the browser loads Conekta.js from; default https://cdn.conekta.io/js/latest/conekta.js. */
  tokenizerScriptUrl?: string;
  /** Default 2.2.0. */
  apiVersion?: string;
  /** Vendor word of the Accept media type: `conekta` (default) or `app` for Digital FEMSA. */
  acceptVendor?: string;
  /** The webhook key's public key: PEM, base64 of the PEM, or base64 of the DER (SPKI). */
  webhookPublicKey?: string;
  /**
   * Charge payment-method type for OXXO cash: `cash` (current API, conekta/openapi
   * `schemas/orders/request_examples/charge_cash.yml`) or `oxxo_cash` (API 2.0 guides).
   */
  cashPaymentType?: 'cash' | 'oxxo_cash';
  /** Per-request limit in milliseconds; default 15 000. */
  timeoutMs?: number;
}

export const conektaDefaults = {
  baseUrl: 'https://api.conekta.io',
  tokenizerScriptUrl: 'https://cdn.conekta.io/js/latest/conekta.js',
  apiVersion: '2.2.0',
  acceptVendor: 'conekta',
  cashPaymentType: 'cash',
  timeoutMs: 15_000,
} as const;

/** The same adapter pointed at Digital FEMSA; merge with the keys. */
export const digitalFemsaDefaults = {
  baseUrl: 'https://api.digitalfemsa.io',
  apiVersion: '2.1.0',
  acceptVendor: 'app',
} as const;

export function acceptHeader(config: ConektaConfig): string {
  const vendor = config.acceptVendor ?? conektaDefaults.acceptVendor;
  return `application/vnd.${vendor}-v${config.apiVersion ?? conektaDefaults.apiVersion}+json`;
}
