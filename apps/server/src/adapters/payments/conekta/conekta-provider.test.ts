import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeConekta, type FakeConekta } from '../../../test/fake-conekta/fake-conekta-server.ts';
import { fakeMessages } from '../../../test/fake-conekta/fake-conekta-errors.ts';
import { cashSlipExpiry } from '../order-input.ts';
import { PaymentError } from '../payment-error.ts';
import type { CreateOrderInput } from '../payment-port.ts';
import { createConektaPayments } from './conekta-provider.ts';

let fake: FakeConekta;
beforeAll(async () => {
  fake = await startFakeConekta();
});
afterAll(() => fake.close());

const payments = (overrides: Partial<Parameters<typeof createConektaPayments>[0]> = {}) =>
  createConektaPayments({ baseUrl: fake.url, privateKey: fake.privateKey, publicKey: fake.publicKey, ...overrides });

const order = (method: CreateOrderInput['method'], overrides: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  registrationId: 'reg-42',
  customer: { name: 'Ana López', email: 'ana@example.mx', phone: '5512345678' },
  items: [
    { name: 'Inscripción 10K', unitPriceCents: 50_000, quantity: 1 },
    { name: 'Playera', unitPriceCents: 25_000, quantity: 2 },
    { name: 'Código CORRE10', unitPriceCents: -10_000, quantity: 1 },
  ],
  totalCents: 90_000,
  method,
  idempotencyKey: `key-${Math.random()}`,
  ...overrides,
});
const card = (token: string) => order({ kind: 'card', token });

async function failure(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(PaymentError);
  return error as PaymentError;
}

describe('Conekta adapter: card orders', () => {
  it('pays with a card token and reads brand and last4 from the charge', async () => {
    const result = await payments().createOrder(card('tok_test_visa_4242'));
    expect(result).toMatchObject({ status: 'paid', card: { brand: 'visa', last4: '4242' } });
    const request = fake.requests.at(-1)!;
    expect(request.headers).toMatchObject({
      authorization: `Bearer ${fake.privateKey}`,
      accept: 'application/vnd.conekta-v2.2.0+json',
      'accept-language': 'es',
    });
    expect(request.body).toMatchObject({
      currency: 'MXN',
      customer_info: { name: 'Ana López', email: 'ana@example.mx', phone: '5512345678' },
      line_items: [{ name: 'Inscripción 10K', unit_price: 50_000, quantity: 1 }, { name: 'Playera', unit_price: 25_000, quantity: 2 }],
      discount_lines: [{ code: 'Código CORRE10', type: 'coupon', amount: 10_000 }],
      charges: [{ payment_method: { type: 'card', token_id: 'tok_test_visa_4242' } }],
      metadata: { registration_id: 'reg-42' },
    });
    expect(fake.orders.get(result.providerOrderId!)!.amount).toBe(90_000);
  });

  it.each([
    ['tok_test_card_declined', fakeMessages.declined],
    ['tok_test_insufficient_funds', fakeMessages.insufficientFunds],
  ])('turns the 402 for %s into a declined result with the provider message', async (token, message) => {
    const result = await payments().createOrder(card(token));
    expect(result).toMatchObject({ status: 'declined', failure: { messages: [message] } });
    expect((await payments().getOrder(result.providerOrderId!)).status).toBe('declined');
  });

  it('raises the validation details as a PaymentError', async () => {
    const input = order({ kind: 'card', token: 'tok_test_visa_4242' }, { customer: { name: 'Ana', email: '', phone: '' } });
    const error = await failure(payments().createOrder(input));
    expect(error.reason).toBe('rejected');
    expect(error.provider).toMatchObject({ status: 422, type: 'parameter_validation_error' });
    expect(error.messages).toEqual(['El parámetro "customer_info.email" es requerido.', 'El parámetro "customer_info.phone" es requerido.']);
    expect(error.message).toBe(`Error procesando el pago: ${error.messages.join(' - ')}`);
  });

  it('raises a bad private key (401) and a wrong API version (409) as PaymentErrors', async () => {
    expect((await failure(payments({ privateKey: 'key_wrong' }).createOrder(card('tok_test_visa_4242')))).provider).toMatchObject({ status: 401, type: 'authentication_error' });
    expect((await failure(payments({ apiVersion: '1.0.0' }).createOrder(card('tok_test_visa_4242')))).provider.status).toBe(409);
  });

  it('reports a provider failure (500) as unavailable', async () => {
    const error = await failure(payments().createOrder(card('tok_test_server_error')));
    expect(error).toMatchObject({ reason: 'unavailable', messages: [fakeMessages.internal], status: 503 });
  });
});

describe('Conekta adapter: network', () => {
  it('turns a refused connection into the retry message', async () => {
    const gone = await startFakeConekta();
    await gone.close();
    const error = await failure(createConektaPayments({ baseUrl: gone.url, privateKey: 'key', publicKey: 'key_public' }).createOrder(card('tok_test_visa_4242')));
    expect(error.messages).toEqual(['No pudimos comunicarnos con el procesador de pagos, intenta de nuevo']);
    expect(error.reason).toBe('unavailable');
  });

  it('gives up after the timeout', async () => {
    const slow = await startFakeConekta();
    slow.setDelay(500);
    const adapter = createConektaPayments({ baseUrl: slow.url, privateKey: slow.privateKey, publicKey: slow.publicKey, timeoutMs: 50 });
    const error = await failure(adapter.getOrder('ord_any'));
    expect(error.messages).toEqual(['No pudimos comunicarnos con el procesador de pagos, intenta de nuevo']);
    slow.setDelay(0);
    await slow.close();
  });
});

describe('Conekta adapter: OXXO cash and idempotency', () => {
  it('creates a cash charge expiring 48 hours ahead with its reference', async () => {
    const expiresAt = cashSlipExpiry();
    const result = await payments().createOrder(order({ kind: 'oxxo_cash', expiresAt }));
    expect(result.status).toBe('pending_payment');
    expect(result.cash).toMatchObject({ reference: expect.stringMatching(/^\d{14}$/), amountCents: 90_000, barcodeUrl: expect.any(String) });
    expect(Math.abs(result.cash!.expiresAt.getTime() - (Date.now() + 48 * 3_600_000))).toBeLessThan(60_000);
    const sent = fake.requests.at(-1)!.body as { charges: { payment_method: Record<string, unknown> }[] };
    expect(sent.charges[0]!.payment_method).toEqual({ type: 'cash', expires_at: Math.floor(expiresAt.getTime() / 1000) });
  });

  it('sends the idempotency key so a retry makes one order at the provider', async () => {
    const before = fake.orders.size;
    const input = order({ kind: 'oxxo_cash', expiresAt: cashSlipExpiry() });
    const [first, second] = await Promise.all([payments().createOrder(input), payments().createOrder(input)]);
    const third = await payments().createOrder(input);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(fake.orders.size).toBe(before + 1);
    expect(fake.requests.at(-1)!.headers['idempotency-key']).toBe(input.idempotencyKey);
  });

  it('maps the order statuses on re-read', async () => {
    const adapter = payments();
    const paid = await adapter.createOrder(order({ kind: 'oxxo_cash', expiresAt: cashSlipExpiry() }));
    const lapsed = await adapter.createOrder(order({ kind: 'oxxo_cash', expiresAt: cashSlipExpiry() }));
    expect(await adapter.getOrder(paid.providerOrderId!)).toEqual({
      providerOrderId: paid.providerOrderId, status: 'pending_payment', amountCents: 90_000, registrationId: 'reg-42', providerStatus: 'pending_payment',
    });
    fake.payCashOrder(paid.providerOrderId!);
    fake.expireOrder(lapsed.providerOrderId!);
    expect((await adapter.getOrder(paid.providerOrderId!)).status).toBe('paid');
    expect((await adapter.getOrder(lapsed.providerOrderId!)).status).toBe('expired');
    const unknown = await failure(adapter.getOrder('ord_missing'));
    expect(unknown.provider.status).toBe(404);
  });

  it('serves Digital FEMSA by base URL, keys and Accept vendor', async () => {
    const femsa = await startFakeConekta({ acceptVendor: 'app', privateKey: 'key_femsa' });
    const adapter = createConektaPayments({ baseUrl: femsa.url, privateKey: 'key_femsa', publicKey: femsa.publicKey, apiVersion: '2.1.0', acceptVendor: 'app' });
    const result = await adapter.createOrder(order({ kind: 'oxxo_cash', expiresAt: cashSlipExpiry() }));
    expect(result.status).toBe('pending_payment');
    expect(femsa.requests.at(-1)!.headers.accept).toBe('application/vnd.app-v2.1.0+json');
    await femsa.close();
  });
});
