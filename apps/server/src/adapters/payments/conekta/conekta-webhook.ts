import { createPublicKey, createVerify, type KeyObject } from 'node:crypto';
import type { WebhookHeaders, WebhookVerification } from '../payment-port.ts';
import { headerValue, parseProviderEvent } from '../webhook-event.ts';

/**
 * Webhook signatures as developers.conekta.com/docs/autenticación-webhooks describes them: a
 * webhook key (POST /webhook_keys) returns an RSA public key in PEM; each delivery carries a
 * `DIGEST` header holding the SHA-256 of the UTF-8 body signed with the private key. The guide does
 * not spell out the header's encoding; we read it as base64 (RSA-SHA256, PKCS#1 v1.5).
 */
export function parseWebhookPublicKey(key: string): KeyObject {
  const trimmed = key.trim();
  if (trimmed.includes('-----BEGIN')) return createPublicKey(trimmed.replace(/\\n/g, '\n'));
  const bytes = Buffer.from(trimmed, 'base64');
  const asText = bytes.toString('utf8');
  if (asText.includes('-----BEGIN')) return createPublicKey(asText);
  return createPublicKey({ key: bytes, format: 'der', type: 'spki' });
}

/** A verifier bound to the configured key; without a key every webhook is refused. */
export function createConektaWebhookVerifier(publicKey: string | undefined) {
  const key = publicKey ? parseWebhookPublicKey(publicKey) : null;
  return (rawBody: Buffer, headers: WebhookHeaders): WebhookVerification => {
    const signature = headerValue(headers, 'digest');
    if (!key || !signature) return { ok: false };
    try {
      const verifier = createVerify('RSA-SHA256');
      verifier.update(rawBody);
      if (!verifier.verify(key, signature, 'base64')) return { ok: false };
    } catch {
      return { ok: false };
    }
    return parseProviderEvent(rawBody);
  };
}
