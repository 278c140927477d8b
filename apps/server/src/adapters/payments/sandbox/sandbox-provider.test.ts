import { describe, expect, it } from 'vitest';
import { cashSlipExpiry } from '../order-input.ts';
import { PaymentError } from '../payment-error.ts';
import type { CreateOrderInput, PaymentEvent } from '../payment-port.ts';
import { createSandboxPayments } from './sandbox-provider.ts';

const order = (method: CreateOrderInput['method'], idempotencyKey = `key-${Math.random()}`): CreateOrderInput => ({
  registrationId: 'reg-1',
  customer: { name: 'Ana López', email: 'ana@example.mx', phone: '5512345678' },
  items: [
    { name: 'Inscripción 10K', unitPriceCents: 50_000, quantity: 1 },
    { name: 'Comisión OnLine', unitPriceCents: 3_500, quantity: 1 },
  ],
  totalCents: 53_500,
  method,
  idempotencyKey,
});
const card = (token: string) => order({ kind: 'card', token });
const cash = () => order({ kind: 'oxxo_cash', expiresAt: cashSlipExpiry() });

describe('sandbox payments: cards', () => {
  it('pays with the success card and reports brand and last digits', async () => {
    const payments = createSandboxPayments();
    const result = await payments.createOrder(card('tok_test_visa_4242'));
    expect(result).toMatchObject({ status: 'paid', card: { brand: 'visa', last4: '4242' } });
    expect(await payments.getOrder(result.providerOrderId!)).toMatchObject({ status: 'paid', amountCents: 53_500, registrationId: 'reg-1' });
  });

  it.each([
    ['tok_test_card_declined', 'La tarjeta fue declinada'],
    ['tok_test_insufficient_funds', 'Fondos insuficientes'],
  ])('declines %s with its message', async (token, message) => {
    const payments = createSandboxPayments();
    const result = await payments.createOrder(card(token));
    expect(result).toMatchObject({ status: 'declined', failure: { messages: [message] } });
    expect((await payments.getOrder(result.providerOrderId!)).status).toBe('declined');
  });

  it('throws a PaymentError for the processing-error card and for unknown tokens', async () => {
    const payments = createSandboxPayments();
    const failure = await payments.createOrder(card('tok_test_processing_error')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentError);
    expect((failure as PaymentError).message).toMatch(/^Error procesando el pago: /);
    await expect(payments.createOrder(card('tok_made_up'))).rejects.toBeInstanceOf(PaymentError);
  });

  it('refuses an order whose total is not the sum of its items', async () => {
    await expect(createSandboxPayments().createOrder({ ...card('tok_test_visa_4242'), totalCents: 1 })).rejects.toThrow(/differs/);
  });

  it('answers the same order for the same idempotency key, even to concurrent retries', async () => {
    const payments = createSandboxPayments();
    const retried = order({ kind: 'card', token: 'tok_test_visa_4242' }, 'same-key');
    const [first, second] = await Promise.all([payments.createOrder(retried), payments.createOrder(retried)]);
    expect(second).toEqual(first);
    expect(await payments.createOrder(retried)).toEqual(first);
    const third = await payments.createOrder(card('tok_test_visa_4242'));
    expect(third.providerOrderId).not.toBe(first!.providerOrderId);
  });
});

describe('sandbox payments: OXXO cash', () => {
  it('hands out a 14-digit reference valid 48 hours', async () => {
    const payments = createSandboxPayments();
    const result = await payments.createOrder(cash());
    expect(result.status).toBe('pending_payment');
    expect(result.cash!.reference).toMatch(/^\d{14}$/);
    expect(result.cash!.amountCents).toBe(53_500);
    expect(Math.abs(result.cash!.expiresAt.getTime() - Date.now() - 48 * 3_600_000)).toBeLessThan(60_000);
  });

  it('emits order.paid when the reference is marked paid; a second click repeats the same event', async () => {
    const payments = createSandboxPayments();
    const events: PaymentEvent[] = [];
    payments.onEvent((event) => void events.push(event));
    const result = await payments.createOrder(cash());
    const paid = await payments.markCashPaid(result.cash!.reference);
    expect(paid).toMatchObject({ type: 'order.paid', orderId: result.providerOrderId });
    expect((await payments.getOrder(result.providerOrderId!)).status).toBe('paid');
    await payments.markCashPaid(result.cash!.reference);
    expect(events).toEqual([paid, paid]);
  });

  it('emits order.expired and then refuses to take the cash', async () => {
    const payments = createSandboxPayments();
    const events: PaymentEvent[] = [];
    const unsubscribe = payments.onEvent((event) => void events.push(event));
    const result = await payments.createOrder(cash());
    const expired = await payments.expire(result.providerOrderId!);
    expect(expired).toMatchObject({ type: 'order.expired', orderId: result.providerOrderId });
    expect((await payments.getOrder(result.providerOrderId!)).status).toBe('expired');
    await expect(payments.markCashPaid(result.cash!.reference)).rejects.toThrow('La referencia de pago ya venció');
    unsubscribe();
    expect(events).toEqual([expired]);
  });

  it('reads a slip past its expiry as expired', async () => {
    let now = new Date('2026-03-01T12:00:00Z');
    const payments = createSandboxPayments({ now: () => now });
    const result = await payments.createOrder(order({ kind: 'oxxo_cash', expiresAt: cashSlipExpiry(now) }));
    now = new Date('2026-03-03T12:00:01Z');
    expect((await payments.getOrder(result.providerOrderId!)).status).toBe('expired');
  });

  it('rejects unknown references and orders', async () => {
    const payments = createSandboxPayments();
    await expect(payments.markCashPaid('00000000000000')).rejects.toThrow('No encontramos esa referencia de pago');
    await expect(payments.getOrder('ord_nope')).rejects.toBeInstanceOf(PaymentError);
  });
});

describe('sandbox webhooks', () => {
  it('verifies its own signed requests and refuses tampered or unsigned ones', async () => {
    const payments = createSandboxPayments();
    const result = await payments.createOrder(cash());
    const event = await payments.markCashPaid(result.cash!.reference);
    const { rawBody, headers } = payments.webhookRequest(event);
    expect(payments.verifyWebhook(rawBody, headers)).toEqual({ ok: true, event });
    expect(payments.verifyWebhook(rawBody, {})).toEqual({ ok: false });
    expect(payments.verifyWebhook(Buffer.from(rawBody.toString().replace('order.paid', 'order.expired')), headers)).toEqual({ ok: false });
    expect(createSandboxPayments().verifyWebhook(rawBody, headers)).toEqual({ ok: false });
  });
});
