import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConektaPayments } from '../../adapters/payments/conekta/conekta-provider.ts';
import { createSandboxPayments } from '../../adapters/payments/sandbox/sandbox-provider.ts';
import { startFakeConekta, type FakeConekta } from '../../test/fake-conekta/fake-conekta-server.ts';
import { createWebhookSigner } from '../../test/fake-conekta/webhook-signer.ts';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.ts';
import { createRegistrationEvent, mailTypesOf, postRegistration, registrationBody, snapshot } from '../registration/registration.fixtures.ts';

describe.each(testDatabases)('payment webhooks on %s', (kind) => {
  let t: TestApp;
  let fake: FakeConekta;
  let eventId: number;
  const signer = createWebhookSigner();
  beforeAll(async () => {
    fake = await startFakeConekta();
    t = await createTestApp(kind, { payments: createConektaPayments({ baseUrl: fake.url, privateKey: fake.privateKey, publicKey: fake.publicKey, webhookPublicKey: signer.publicKeyPem }) });
    eventId = await createRegistrationEvent(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const deliver = (rawBody: Buffer, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/payments/webhooks/conekta', headers, payload: rawBody });

  /** An OXXO registration pending at Conekta, and the order.paid event Conekta would send once paid. */
  async function paidSlip() {
    const created = (await postRegistration(t, eventId, registrationBody({ payment: { method: 'oxxo_cash' } }))).json().registration;
    const payment = await t.db.selectFrom('payments').selectAll().where('cashReference', '=', created.cashSlip.reference).executeTakeFirstOrThrow();
    return { created, payment, event: fake.payCashOrder(payment.providerOrderId!).orderPaid };
  }

  async function stateOf(publicKey: string) {
    const row = await t.db
      .selectFrom('registrations')
      .innerJoin('payments', 'payments.registrationId', 'registrations.id')
      .select(['registrations.id', 'registrations.state', 'payments.status'])
      .where('registrations.publicKey', '=', publicKey)
      .execute();
    const changes = await t.db.selectFrom('registrationChanges').select('action').where('registrationId', '=', row[0]!.id).execute();
    return { state: row[0]!.state, payments: row.map((r) => r.status), changes: changes.map((c) => c.action), mails: await mailTypesOf(t, publicKey) };
  }

  const eventsCount = async () => (await t.db.selectFrom('paymentEvents').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n;

  it('answers 401 to a missing or bad signature and changes nothing', async () => {
    const { created, event } = await paidSlip();
    const { rawBody, headers } = signer.sign(event);
    const before = { snapshot: await snapshot(t, eventId), events: await eventsCount(), state: await stateOf(created.id) };
    const tampered = Buffer.from(rawBody.toString().replace('"order.paid"', '"order.expired"'));
    const otherKey = createWebhookSigner().sign(event);
    for (const [body, sent] of [[rawBody, { 'content-type': 'application/json' }], [tampered, headers], [rawBody, otherKey.headers], [rawBody, { ...headers, digest: 'bm8=' }]] as const) {
      const response = await deliver(body, sent);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({ code: 'invalid_signature', message: 'La firma del aviso de pago no es válida' });
    }
    expect(await snapshot(t, eventId)).toEqual(before.snapshot);
    expect(await eventsCount()).toBe(before.events);
    expect(await stateOf(created.id)).toEqual(before.state);
    expect((await deliver(rawBody, headers)).statusCode).toBe(200);
  });

  it('a webhook delivered three times in series changes the state once, sends one mail, keeps one payment row', async () => {
    const { created, event } = await paidSlip();
    const { rawBody, headers } = signer.sign(event);
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push((await deliver(rawBody, headers)).json().outcome);
    expect(outcomes).toEqual(['processed', 'duplicate', 'duplicate']);
    expect(await stateOf(created.id)).toEqual({ state: 'confirmed', payments: ['paid'], changes: ['created', 'cash_slip', 'payment_received'], mails: [1, 5, 4] });
  });

  it('a webhook delivered three times at once changes the state once, sends one mail, keeps one payment row', async () => {
    const { created, event } = await paidSlip();
    const { rawBody, headers } = signer.sign(event);
    const responses = await Promise.all([1, 2, 3].map(() => deliver(rawBody, headers)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await stateOf(created.id)).toEqual({ state: 'confirmed', payments: ['paid'], changes: ['created', 'cash_slip', 'payment_received'], mails: [1, 5, 4] });
  });

  it('claims the event before any work: of identical deliveries at once, one asks the provider and the rest answer duplicate', async () => {
    const { created, payment, event } = await paidSlip();
    const { rawBody, headers } = signer.sign(event);
    const orderReads = () => fake.requests.filter((r) => r.method === 'GET' && r.url === `/orders/${payment.providerOrderId}`).length;
    const before = orderReads();
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(rawBody, headers)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.map((r) => r.json().outcome).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'processed']);
    expect(orderReads() - before).toBe(1);
    expect(await stateOf(created.id)).toEqual({ state: 'confirmed', payments: ['paid'], changes: ['created', 'cash_slip', 'payment_received'], mails: [1, 5, 4] });
  });

  it('gives the claim back when processing fails, so the next delivery processes the event', async () => {
    const { created, payment, event } = await paidSlip();
    const { rawBody, headers } = signer.sign(event);
    const orderId = payment.providerOrderId!;
    const order = fake.orders.get(orderId)!;
    fake.orders.set(orderId, {}); // the provider answers something unreadable: the delivery fails half-way
    expect((await deliver(rawBody, headers)).statusCode).toBe(503);
    expect((await stateOf(created.id)).state).toBe('pending_payment');
    fake.orders.set(orderId, order);
    expect((await deliver(rawBody, headers)).json().outcome).toBe('processed');
    expect((await stateOf(created.id)).state).toBe('confirmed');
  });

  it('answers 404 for another provider’s route and 200 to events about no order', async () => {
    const stripe = await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(stripe.statusCode).toBe(404);
    const ping = signer.sign({ id: 'evt_ping_1', object: 'event', type: 'webhook_ping', data: { object: {} } });
    expect((await deliver(ping.rawBody, ping.headers)).json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe.each(testDatabases)('sandbox webhooks on %s', (kind) => {
  it('go through the same route and refuse unsigned requests', async () => {
    const sandbox = createSandboxPayments();
    const t = await createTestApp(kind, { payments: sandbox });
    try {
      const eventId = await createRegistrationEvent(t);
      const created = (await postRegistration(t, eventId, registrationBody({ payment: { method: 'oxxo_cash' } }))).json().registration;
      const payment = await t.db.selectFrom('payments').selectAll().where('cashReference', '=', created.cashSlip.reference).executeTakeFirstOrThrow();
      const { rawBody, headers } = sandbox.webhookRequest({ id: 'evt_sandbox_manual', type: 'order.paid', orderId: payment.providerOrderId });
      const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers: { 'content-type': 'application/json' }, payload: rawBody });
      expect(unsigned.statusCode).toBe(401);
      // Not paid at the provider yet: the re-read order says pending, so nothing moves.
      expect((await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers, payload: rawBody })).json().outcome).toBe('processed');
      expect((await t.app.inject({ url: `/api/registrations/${created.id}` })).json().registration.state).toBe('pending_payment');
    } finally {
      await t.close();
    }
  });
});
