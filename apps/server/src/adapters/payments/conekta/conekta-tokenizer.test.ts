import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeConekta, type FakeConekta } from '../../../test/fake-conekta/fake-conekta-server.ts';
import { fakeMessages } from '../../../test/fake-conekta/fake-conekta-errors.ts';
import { createSandboxPayments } from '../sandbox/sandbox-provider.ts';
import { createConektaPayments } from './conekta-provider.ts';

let fake: FakeConekta;
beforeAll(async () => {
  fake = await startFakeConekta();
});
afterAll(() => fake.close());

/** What Conekta.js does in the browser: POST /tokens with the public key. */
async function browserToken(number: string): Promise<string> {
  const response = await fetch(`${fake.url}/tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${fake.publicKey}:`).toString('base64')}`, accept: 'application/vnd.conekta-v0.3.0+json', 'content-type': 'application/json' },
    body: JSON.stringify({ card: { number, name: 'Ana López', exp_month: '12', exp_year: '2030', cvc: '123' } }),
  });
  return ((await response.json()) as { id: string }).id;
}

const order = (token: string) => ({
  registrationId: 'reg-7',
  customer: { name: 'Ana López', email: 'ana@example.mx', phone: '5512345678' },
  items: [{ name: 'Inscripción 10K', unitPriceCents: 50_000, quantity: 1 }],
  totalCents: 50_000,
  method: { kind: 'card' as const, token },
  idempotencyKey: `key-${Math.random()}`,
});

describe('the card tokenizer each adapter hands the browser', () => {
  it('Conekta: its public key and Conekta.js, from the CDN unless configured', () => {
    expect(createConektaPayments({ privateKey: 'key_private', publicKey: 'key_public' }).cardTokenizer).toEqual({
      kind: 'conekta',
      publicKey: 'key_public',
      scriptUrl: 'https://cdn.conekta.io/js/latest/conekta.js',
    });
    const local = createConektaPayments({ privateKey: 'key_private', publicKey: 'key_public', tokenizerScriptUrl: `${fake.url}/js/conekta.js` });
    expect(local.cardTokenizer).toMatchObject({ scriptUrl: `${fake.url}/js/conekta.js` });
    expect(() => createConektaPayments({ privateKey: 'key_private', publicKey: '' })).toThrow(/public key/);
  });

  it('sandbox: tokenizes in the page', () => {
    expect(createSandboxPayments().cardTokenizer).toEqual({ kind: 'sandbox' });
  });

  it('Conekta charges the tokens its browser library made, with each test card’s outcome', async () => {
    const adapter = createConektaPayments({ baseUrl: fake.url, privateKey: fake.privateKey, publicKey: fake.publicKey });
    expect(await adapter.createOrder(order(await browserToken('5555555555554444')))).toMatchObject({ status: 'paid', card: { brand: 'mastercard', last4: '4444' } });
    expect(await adapter.createOrder(order(await browserToken('4000000000000002')))).toMatchObject({ status: 'declined', failure: { messages: [fakeMessages.declined] } });
    const used = await browserToken('4242424242424242');
    expect((await adapter.createOrder(order(used))).status).toBe('paid');
    await expect(adapter.createOrder(order(used))).rejects.toMatchObject({ reason: 'rejected', messages: ['El token de la tarjeta no es válido o ya fue usado.'] });
  });
});
