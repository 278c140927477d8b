import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConektaPayments } from '../../adapters/payments/conekta/conekta-provider.ts';
import { startFakeConekta, type FakeConekta } from '../../test/fake-conekta/fake-conekta-server.ts';
import { fakeMessages } from '../../test/fake-conekta/fake-conekta-errors.ts';
import { createWebhookSigner } from '../../test/fake-conekta/webhook-signer.ts';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.ts';
import { counterOf, createRegistrationEvent, mailTypesOf, postRegistration, registrationBody, registrationsOf } from '../registration/registration.fixtures.ts';

describe.each(testDatabases)('registration through the HTTP API with the Conekta adapter on the fake Conekta (%s)', (kind) => {
  let t: TestApp;
  let fake: FakeConekta;
  const signer = createWebhookSigner();
  beforeAll(async () => {
    fake = await startFakeConekta();
    t = await createTestApp(kind, { payments: createConektaPayments({ baseUrl: fake.url, privateKey: fake.privateKey, publicKey: fake.publicKey, webhookPublicKey: signer.publicKeyPem }) });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const webhook = (payload: unknown) => {
    const { rawBody, headers } = signer.sign(payload);
    return t.app.inject({ method: 'POST', url: '/api/payments/webhooks/conekta', headers, payload: rawBody });
  };

  it('the options hand the browser Conekta.js and the public key, and a token it makes pays once', async () => {
    const eventId = await createRegistrationEvent(t);
    const options = (await t.app.inject({ url: `/api/events/${eventId}/registration` })).json().registration;
    expect(options).toMatchObject({ paymentProvider: 'conekta', cardTokenizer: { kind: 'conekta', publicKey: fake.publicKey, scriptUrl: 'https://cdn.conekta.io/js/latest/conekta.js' } });
    const tokenResponse = await fetch(`${fake.url}/tokens`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${options.cardTokenizer.publicKey}:`).toString('base64')}`, accept: 'application/vnd.conekta-v0.3.0+json', 'content-type': 'application/json' },
      body: JSON.stringify({ card: { number: '4242424242424242', name: 'Ana López', exp_month: '12', exp_year: '2030', cvc: '123' } }),
    });
    const token = ((await tokenResponse.json()) as { id: string }).id;
    const paid = await postRegistration(t, eventId, registrationBody({ payment: { method: 'card', token } }));
    expect(paid.json().registration).toMatchObject({ state: 'confirmed', payment: { status: 'paid', card: { brand: 'visa', last4: '4242' } } });
    const reused = await postRegistration(t, eventId, registrationBody({ payment: { method: 'card', token } }));
    expect(reused.statusCode).toBe(402);
    expect(reused.json().error.message).toBe('Error procesando el pago: El token de la tarjeta no es válido o ya fue usado.');
  });

  it('pays by card: the order goes to Conekta with our idempotency key and the registration is confirmed', async () => {
    const eventId = await createRegistrationEvent(t);
    const before = fake.orders.size;
    const response = await postRegistration(t, eventId, registrationBody());
    expect(response.statusCode).toBe(201);
    expect(response.json().registration).toMatchObject({ state: 'confirmed', payment: { status: 'paid', card: { brand: 'visa', last4: '4242' } } });
    expect(fake.orders.size).toBe(before + 1);
    const sent = fake.requests.at(-1)!;
    expect(sent.headers['idempotency-key']).toMatch(/^reg_/);
    expect(sent.body).toMatchObject({ currency: 'MXN', metadata: { registration_id: response.json().registration.id } });
  });

  it('a declined card keeps nothing but a canceled registration, and the place and the bib are given back', async () => {
    const eventId = await createRegistrationEvent(t, { capacity: 1 });
    const response = await postRegistration(t, eventId, registrationBody({ payment: { method: 'card', token: 'tok_test_card_declined' } }));
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toMatchObject({ code: 'payment_failed', message: `Error procesando el pago: ${fakeMessages.declined}` });
    const [row] = await registrationsOf(t, eventId);
    expect(row).toMatchObject({ state: 'canceled', bib: null, releasedBib: 101 });
    expect(await counterOf(t, eventId)).toMatchObject({ taken: 0, releasedCount: 1 });
    const payment = await t.db.selectFrom('payments').selectAll().where('registrationId', '=', row!.id).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'failed', failureMessages: [fakeMessages.declined] });
    const retry = await postRegistration(t, eventId, registrationBody());
    expect(retry.json().registration).toMatchObject({ state: 'confirmed', bib: 101 });
  });

  it('OXXO: pending with the reference Conekta gave, then the signed order.paid webhook confirms it', async () => {
    const eventId = await createRegistrationEvent(t);
    const created = (await postRegistration(t, eventId, registrationBody({ payment: { method: 'oxxo_cash' } }))).json().registration;
    const payment = await t.db.selectFrom('payments').selectAll().where('cashReference', '=', created.cashSlip.reference).executeTakeFirstOrThrow();
    expect(fake.orders.get(payment.providerOrderId!)).toMatchObject({ payment_status: 'pending_payment' });
    expect(created.cashSlip.barcodeUrl).toMatch(/^https:/);
    // Nobody can simulate a real store's cash: the sandbox route answers only for sandbox payments (test mode).
    const simulated = await t.app.inject({ method: 'POST', url: `/api/registrations/${created.id}/sandbox-pay` });
    expect(simulated.statusCode).toBe(404);
    expect((await t.db.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirstOrThrow()).status).toBe('pending');
    const { chargePaid, orderPaid } = fake.payCashOrder(payment.providerOrderId!);
    expect((await webhook(chargePaid)).json()).toEqual({ received: true, outcome: 'processed' });
    expect((await webhook(orderPaid)).json()).toEqual({ received: true, outcome: 'processed' });
    const confirmed = (await t.app.inject({ url: `/api/registrations/${created.id}` })).json().registration;
    expect(confirmed).toMatchObject({ state: 'confirmed', type: 3, payment: { status: 'paid', statusLabel: 'Pagado en OXXO' } });
    expect(await mailTypesOf(t, created.id)).toEqual([1, 5, 4]);
  });

  it('the same Idempotency-Key in series and at once makes one registration and one Conekta order', async () => {
    const eventId = await createRegistrationEvent(t);
    const before = fake.orders.size;
    const body = registrationBody({ payment: { method: 'oxxo_cash' } });
    const series = [];
    for (let i = 0; i < 3; i += 1) series.push(await postRegistration(t, eventId, body, 'conekta-series-key-1'));
    const cardBody = registrationBody();
    const atOnce = await Promise.all(Array.from({ length: 4 }, () => postRegistration(t, eventId, cardBody, 'conekta-concurrent-key-1')));
    for (const group of [series, atOnce]) {
      expect(group.map((r) => r.statusCode)).toEqual(group.map(() => 201));
      expect(new Set(group.map((r) => r.json().registration.id)).size).toBe(1);
    }
    expect(await registrationsOf(t, eventId)).toHaveLength(2);
    expect(fake.orders.size - before).toBe(2);
  });

  it('an event in test mode pays through the sandbox and its test cards: Conekta never hears of it', async () => {
    const eventId = await createRegistrationEvent(t);
    await t.db.updateTable('events').set({ isTest: true }).where('id', '=', eventId).execute();
    t.services.registration.forgetConfig(eventId);
    const options = (await t.app.inject({ url: `/api/events/${eventId}/registration` })).json().registration;
    expect(options).toMatchObject({ paymentProvider: 'sandbox', cardTokenizer: { kind: 'sandbox' } });
    const before = fake.requests.length;
    const paid = await postRegistration(t, eventId, registrationBody({ payment: { method: 'card', token: 'tok_test_visa_4242' } }));
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().registration).toMatchObject({ state: 'confirmed', payment: { status: 'paid' } });
    const slip = await postRegistration(t, eventId, registrationBody({ payment: { method: 'oxxo_cash' } }));
    expect(slip.json().registration).toMatchObject({ state: 'pending_payment' });
    const confirmation = (await t.app.inject({ url: `/api/registrations/${slip.json().registration.id}` })).json().registration;
    expect(confirmation.paymentProvider).toBe('sandbox');
    const paidAtStore = await t.app.inject({ method: 'POST', url: `/api/registrations/${slip.json().registration.id}/sandbox-pay` });
    expect(paidAtStore.statusCode, paidAtStore.body).toBe(200);
    expect(fake.requests.length).toBe(before);
    const rows = await t.db.selectFrom('payments').innerJoin('registrations', 'registrations.id', 'payments.registrationId').select(['payments.provider', 'payments.status', 'registrations.state']).where('registrations.eventId', '=', eventId).orderBy('payments.id').execute();
    expect(rows).toEqual([
      { provider: 'sandbox', status: 'paid', state: 'confirmed' },
      { provider: 'sandbox', status: 'paid', state: 'confirmed' },
    ]);

    await t.db.updateTable('events').set({ isTest: false }).where('id', '=', eventId).execute();
    t.services.registration.forgetConfig(eventId);
    expect((await t.app.inject({ url: `/api/events/${eventId}/registration` })).json().registration.paymentProvider).toBe('conekta');
  });
});
