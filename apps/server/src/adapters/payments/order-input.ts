import type { CreateOrderInput } from './payment-port.ts';

/**
 * Checks what the caller computed before any provider sees it. A failure here is a programming
 * error (the registration service built a bad order), so it throws a plain Error, not a PaymentError.
 */
export function assertOrderInput(input: CreateOrderInput): void {
  if (!input.registrationId) throw new Error('Payment order without registrationId');
  if (!input.idempotencyKey) throw new Error('Payment order without idempotencyKey');
  if (input.items.length === 0) throw new Error('Payment order without items');
  for (const item of input.items) {
    if (!Number.isInteger(item.unitPriceCents)) throw new Error(`Item "${item.name}" price is not integer cents`);
    if (!Number.isInteger(item.quantity) || item.quantity < 1) throw new Error(`Item "${item.name}" quantity must be a positive integer`);
  }
  const sum = input.items.reduce((total, item) => total + item.unitPriceCents * item.quantity, 0);
  if (sum !== input.totalCents) throw new Error(`Payment order total ${input.totalCents} differs from the items' sum ${sum}`);
  if (input.totalCents <= 0) throw new Error('Payment order total must be positive; zero totals need no payment');
  if (input.method.kind === 'card' && !input.method.token) throw new Error('Card payment without token');
  if (input.method.kind === 'oxxo_cash' && Number.isNaN(input.method.expiresAt.getTime())) throw new Error('Cash payment with invalid expiry');
}

/** The spec's cash slip lifetime (§9). */
export const CASH_SLIP_HOURS = 48;

export function cashSlipExpiry(now: Date = new Date()): Date {
  return new Date(now.getTime() + CASH_SLIP_HOURS * 3_600_000);
}
