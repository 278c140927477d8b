import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConektaPayments } from '../../../adapters/payments/conekta/conekta-provider.ts';
import { fakeMessages } from '../../../test/fake-conekta/fake-conekta-errors.ts';
import { startFakeConekta, type FakeConekta } from '../../../test/fake-conekta/fake-conekta-server.ts';
import { createWebhookSigner } from '../../../test/fake-conekta/webhook-signer.ts';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { createChallenge, signUp } from './athlete.fixtures.ts';

describe.each(testDatabases)('a priced challenge paid through the Conekta adapter on the fake Conekta (%s)', (kind) => {
  let t: TestApp;
  let fake: FakeConekta;
  const signer = createWebhookSigner();
  beforeAll(async () => {
    fake = await startFakeConekta();
    t = await createTestApp(kind, {
      authAttemptsPerMinute: 10_000,
      payments: createConektaPayments({ baseUrl: fake.url, privateKey: fake.privateKey, publicKey: fake.publicKey, webhookPublicKey: signer.publicKeyPem }),
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const webhook = (payload: unknown) => {
    const { rawBody, headers } = signer.sign(payload);
    return t.app.inject({ method: 'POST', url: '/api/payments/webhooks/conekta', headers, payload: rawBody });
  };
  const participantOf = (challengeId: string, userId: string) =>
    t.db.selectFrom('challengeParticipants').select(['paymentStatus', 'paymentReference', 'cashReference']).where('challengeId', '=', challengeId).where('userId', '=', userId).executeTakeFirstOrThrow();
  /** A token as Conekta.js makes it in the browser: the card goes to the fake's /tokens with the public key. */
  async function tokenFor(number: string) {
    const response = await fetch(`${fake.url}/tokens`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${fake.publicKey}:`).toString('base64')}`, accept: 'application/vnd.conekta-v0.3.0+json', 'content-type': 'application/json' },
      body: JSON.stringify({ card: { number, name: 'Ana López', exp_month: '12', exp_year: '2030', cvc: '123' } }),
    });
    return ((await response.json()) as { id: string }).id;
  }

  it('the card page learns the Conekta.js tokenizer; a card is paid at once with one order at Conekta', async () => {
    const id = await createChallenge(t.db, { priceCents: 25_000 }, [{ code: 'CNK234', uses: 5 }]);
    const card = (await t.app.inject({ url: `/api/challenges/${id}` })).json();
    expect(card.cardTokenizer).toEqual({ kind: 'conekta', publicKey: fake.publicKey, scriptUrl: 'https://cdn.conekta.io/js/latest/conekta.js' });
    const athlete = await signUp(t);
    await send('POST', `/api/challenges/${id}/join`, athlete.cookie, { code: 'CNK234' });
    const before = fake.orders.size;
    const paid = await send('POST', `/api/challenges/${id}/me/payment`, athlete.cookie, { method: { kind: 'card', token: await tokenFor('4242424242424242') }, idempotencyKey: 'tarjeta-1' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().participant.paymentStatus).toBe('paid');
    expect(fake.orders.size).toBe(before + 1);
    const sent = fake.requests.at(-1)!;
    expect(sent.body).toMatchObject({ currency: 'MXN', line_items: [{ name: 'Reto 10K Noviembre', unit_price: 25_000, quantity: 1 }] });
    const row = await participantOf(id, athlete.userId);
    expect(fake.orders.get(row.paymentReference!)).toMatchObject({ payment_status: 'paid' });
    // Paid once: a second press changes nothing and makes no second order.
    await send('POST', `/api/challenges/${id}/me/payment`, athlete.cookie, { method: { kind: 'card', token: await tokenFor('4242424242424242') }, idempotencyKey: 'tarjeta-2' });
    expect(fake.orders.size).toBe(before + 1);
  });

  it('a declined card leaves the athlete unpaid with the Spanish message', async () => {
    const id = await createChallenge(t.db, { priceCents: 25_000 }, [{ code: 'DEC234', uses: 5 }]);
    const athlete = await signUp(t);
    await send('POST', `/api/challenges/${id}/join`, athlete.cookie, { code: 'DEC234' });
    const declined = await send('POST', `/api/challenges/${id}/me/payment`, athlete.cookie, { method: { kind: 'card', token: await tokenFor('4000000000000002') }, idempotencyKey: 'declinada-1' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe(`Error procesando el pago: ${fakeMessages.declined}`);
    expect(await participantOf(id, athlete.userId)).toMatchObject({ paymentStatus: 'none' });
    expect((await send('GET', `/api/challenges/${id}/me`, athlete.cookie)).json().participant.paymentStatus).toBe('none');
  });

  it('OXXO: pending with the reference Conekta gave, then the signed order.paid webhook marks the athlete paid', async () => {
    const id = await createChallenge(t.db, { priceCents: 25_000 }, [{ code: 'OXX234', uses: 5 }]);
    const athlete = await signUp(t);
    await send('POST', `/api/challenges/${id}/join`, athlete.cookie, { code: 'OXX234' });
    const slip = await send('POST', `/api/challenges/${id}/me/payment`, athlete.cookie, { method: { kind: 'oxxo_cash' }, idempotencyKey: 'oxxo-intento-1' });
    expect(slip.statusCode, slip.body).toBe(200);
    const row = await participantOf(id, athlete.userId);
    expect(row.paymentStatus).toBe('pending');
    expect(slip.json().participant.cashSlip).toMatchObject({ reference: row.cashReference, amountCents: 25_000 });
    expect(fake.orders.get(row.paymentReference!)).toMatchObject({ payment_status: 'pending_payment' });

    const { chargePaid, orderPaid } = fake.payCashOrder(row.paymentReference!);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/conekta', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(orderPaid) });
    expect(unsigned.statusCode).toBeGreaterThanOrEqual(400);
    expect((await participantOf(id, athlete.userId)).paymentStatus).toBe('pending');
    expect((await webhook(chargePaid)).statusCode).toBe(200);
    expect((await webhook(orderPaid)).json()).toEqual({ received: true, outcome: 'processed' });
    expect((await participantOf(id, athlete.userId)).paymentStatus).toBe('paid');
    expect((await send('GET', `/api/challenges/${id}/me`, athlete.cookie)).json().participant).toMatchObject({ paymentStatus: 'paid', cashSlip: null });
    expect((await webhook(orderPaid)).json()).toEqual({ received: true, outcome: 'processed' }); // a repeat changes nothing
  });
});
