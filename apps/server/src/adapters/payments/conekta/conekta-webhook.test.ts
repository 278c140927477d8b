import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeConekta, type FakeConekta } from '../../../test/fake-conekta/fake-conekta-server.ts';
import { fixedWebhookPrivateKeyPem, fixedWebhookPublicKeyPem } from '../../../test/fake-conekta/fixed-keys.ts';
import { createWebhookSigner } from '../../../test/fake-conekta/webhook-signer.ts';
import { cashSlipExpiry } from '../order-input.ts';
import { createConektaPayments } from './conekta-provider.ts';

const signer = createWebhookSigner();
let fake: FakeConekta;
beforeAll(async () => {
  fake = await startFakeConekta();
});
afterAll(() => fake.close());

const adapter = (webhookPublicKey: string | null = signer.publicKeyPem) =>
  createConektaPayments({ baseUrl: fake.url, privateKey: fake.privateKey, publicKey: fake.publicKey, webhookPublicKey: webhookPublicKey ?? undefined });

async function paidCashOrder() {
  const payments = adapter();
  const result = await payments.createOrder({
    registrationId: 'reg-7',
    customer: { name: 'Luis Pérez', email: 'luis@example.mx', phone: '5587654321' },
    items: [{ name: 'Inscripción 5K', unitPriceCents: 30_000, quantity: 1 }],
    totalCents: 30_000,
    method: { kind: 'oxxo_cash', expiresAt: cashSlipExpiry() },
    idempotencyKey: `key-${Math.random()}`,
  });
  return { payments, orderId: result.providerOrderId!, events: fake.payCashOrder(result.providerOrderId!) };
}

describe('Conekta webhooks', () => {
  it('accepts order.paid and charge.paid signed with the webhook key, naming the order', async () => {
    const { payments, orderId, events } = await paidCashOrder();
    const orderPaid = signer.sign(events.orderPaid);
    expect(payments.verifyWebhook(orderPaid.rawBody, orderPaid.headers)).toEqual({
      ok: true,
      event: { id: events.orderPaid.id, type: 'order.paid', orderId },
    });
    const chargePaid = signer.sign(events.chargePaid);
    expect(payments.verifyWebhook(chargePaid.rawBody, chargePaid.headers)).toMatchObject({ ok: true, event: { type: 'charge.paid', orderId } });
    expect((await payments.getOrder(orderId)).status).toBe('paid');
  });

  it('accepts order.expired and the key given as base64 DER', async () => {
    const payments = adapter(signer.publicKeyDerBase64);
    const result = await payments.createOrder({
      registrationId: 'reg-8',
      customer: { name: 'Eva Ruiz', email: 'eva@example.mx', phone: '5511112222' },
      items: [{ name: 'Inscripción 21K', unitPriceCents: 80_000, quantity: 1 }],
      totalCents: 80_000,
      method: { kind: 'oxxo_cash', expiresAt: cashSlipExpiry() },
      idempotencyKey: `key-${Math.random()}`,
    });
    const { orderExpired } = fake.expireOrder(result.providerOrderId!);
    const signed = signer.sign(orderExpired);
    expect(payments.verifyWebhook(signed.rawBody, signed.headers)).toMatchObject({ ok: true, event: { type: 'order.expired', orderId: result.providerOrderId } });
  });

  it('refuses a missing header, a bad signature, an altered body and another key', async () => {
    const { payments, events } = await paidCashOrder();
    const { rawBody, headers } = signer.sign(events.orderPaid);
    expect(payments.verifyWebhook(rawBody, {})).toEqual({ ok: false });
    expect(payments.verifyWebhook(rawBody, { DIGEST: [headers.digest!] })).toMatchObject({ ok: true });
    expect(payments.verifyWebhook(rawBody, { digest: 'bm90IGEgc2lnbmF0dXJl' })).toEqual({ ok: false });
    expect(payments.verifyWebhook(rawBody, { digest: '%%%' })).toEqual({ ok: false });
    const altered = Buffer.from(rawBody.toString().replace('"amount":30000', '"amount":1'));
    expect(altered.equals(rawBody)).toBe(false);
    expect(payments.verifyWebhook(altered, headers)).toEqual({ ok: false });
    expect(adapter(createWebhookSigner().publicKeyPem).verifyWebhook(rawBody, headers)).toEqual({ ok: false });
    expect(adapter(null).verifyWebhook(rawBody, headers)).toEqual({ ok: false });
  });

  it('verifies what the standalone fake’s fixed signer signs with its fixed public key', () => {
    const { rawBody, headers } = createWebhookSigner(fixedWebhookPrivateKeyPem).sign({ id: 'evt_fixed', object: 'event', type: 'webhook_ping', data: {} });
    expect(createWebhookSigner(fixedWebhookPrivateKeyPem).publicKeyPem).toBe(fixedWebhookPublicKeyPem);
    expect(adapter(fixedWebhookPublicKeyPem).verifyWebhook(rawBody, headers)).toMatchObject({ ok: true });
    expect(adapter().verifyWebhook(rawBody, headers)).toEqual({ ok: false });
  });

  it('reads ping events as having no order', () => {
    const { rawBody, headers } = signer.sign({ id: 'evt_ping', object: 'event', type: 'webhook_ping', data: { action: 'ping' } });
    expect(adapter().verifyWebhook(rawBody, headers)).toEqual({ ok: true, event: { id: 'evt_ping', type: 'webhook_ping', orderId: null } });
  });
});
