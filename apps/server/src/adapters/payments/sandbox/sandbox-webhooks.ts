import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentEvent, WebhookHeaders, WebhookVerification } from '../payment-port.ts';
import { headerValue, parseProviderEvent } from '../webhook-event.ts';

/**
 * Sandbox webhooks: Conekta's payload shape and `digest` header, signed with an HMAC key that
 * lives only in this process. Lets tests drive the real webhook route with sandbox events.
 */
export function createSandboxWebhooks() {
  const secret = randomBytes(32);
  const sign = (body: Buffer) => createHmac('sha256', secret).update(body).digest();

  return {
    request(event: PaymentEvent): { rawBody: Buffer; headers: Record<string, string> } {
      const payload = { id: event.id, object: 'event', type: event.type, livemode: false, data: { object: { id: event.orderId, object: 'order' } } };
      const rawBody = Buffer.from(JSON.stringify(payload));
      return { rawBody, headers: { 'content-type': 'application/json', digest: sign(rawBody).toString('base64') } };
    },

    verify(rawBody: Buffer, headers: WebhookHeaders): WebhookVerification {
      const header = headerValue(headers, 'digest');
      if (!header) return { ok: false };
      const given = Buffer.from(header, 'base64');
      const expected = sign(rawBody);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false };
      return parseProviderEvent(rawBody);
    },
  };
}
