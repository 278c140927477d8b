import type { WebhookHeaders, WebhookVerification } from './payment-port.ts';

/**
 * Reads the event out of a verified webhook body. Shape from Conekta's event object
 * (conekta/openapi `schemas/events/event_response.yml`: `id`, `type`, `data`) and its webhook
 * examples (`data.object` is the order for `order.*`, the charge, with `order_id`, for `charge.*`).
 */
export function parseProviderEvent(rawBody: Buffer): WebhookVerification {
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { ok: false };
  }
  if (!isRecord(payload) || typeof payload.id !== 'string' || typeof payload.type !== 'string') return { ok: false };
  const object = isRecord(payload.data) && isRecord(payload.data.object) ? payload.data.object : {};
  const orderId = payload.type.startsWith('charge.') ? object.order_id : payload.type.startsWith('order.') ? object.id : undefined;
  return { ok: true, event: { id: payload.id, type: payload.type, orderId: typeof orderId === 'string' && orderId ? orderId : null } };
}

/** A header's value whatever the case of its name (Node gives lower case; Conekta's guide writes `DIGEST`). */
export function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first.trim() : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
