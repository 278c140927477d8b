import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeMessages, tokenMessages } from './fake-conekta-errors.ts';
import { startFakeConekta, type FakeConekta } from './fake-conekta-server.ts';

let fake: FakeConekta;
beforeAll(async () => {
  fake = await startFakeConekta();
});
afterAll(() => fake.close());

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
const tokensAccept = 'application/vnd.conekta-v0.3.0+json';
const goodCard = { number: '4242 4242 4242 4242', name: 'Ana López', exp_month: '12', exp_year: '2030', cvc: '123' };

async function tokenize(card: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${fake.url}/tokens`, {
    method: 'POST',
    headers: { authorization: basic(fake.publicKey), accept: tokensAccept, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ card }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

async function order(tokenId: string) {
  const response = await fetch(`${fake.url}/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${fake.privateKey}`, accept: 'application/vnd.conekta-v2.2.0+json', 'content-type': 'application/json' },
    body: JSON.stringify({
      currency: 'MXN',
      customer_info: { name: 'Ana López', email: 'ana@example.mx', phone: '5512345678' },
      line_items: [{ name: 'Inscripción 10K', unit_price: 50_000, quantity: 1 }],
      charges: [{ payment_method: { type: 'card', token_id: tokenId } }],
    }),
  });
  return { status: response.status, body: (await response.json()) as { payment_status?: string; details?: { message: string; param: string }[]; charges?: { data: { payment_method: Record<string, unknown> }[] } } };
}

describe('fake Conekta: POST /tokens (what Conekta.js calls)', () => {
  it('answers a single-use token for a valid card, with CORS for the browser', async () => {
    const token = await tokenize(goodCard);
    expect(token.status).toBe(200);
    expect(token.body).toEqual({ id: expect.stringMatching(/^tok_\w+$/), object: 'token', used: false, livemode: false });
    expect(token.headers.get('access-control-allow-origin')).toBe('*');
    const paid = await order(token.body.id as string);
    expect(paid.status).toBe(200);
    expect(paid.body.payment_status).toBe('paid');
    expect(paid.body.charges!.data[0]!.payment_method).toMatchObject({ brand: 'visa', last4: '4242' });
    const again = await order(token.body.id as string);
    expect(again.status).toBe(422);
    expect(again.body.details![0]).toMatchObject({ param: 'charges.0.payment_method.token_id', message: 'El token de la tarjeta no es válido o ya fue usado.' });
  });

  it('answers the CORS preflight', async () => {
    const response = await fetch(`${fake.url}/tokens`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4174', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, accept' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, Accept');
  });

  it.each([
    ['4000000000000002', fakeMessages.declined],
    ['4000000000000127', fakeMessages.insufficientFunds],
  ])('tokenizes the refused test card %s and the order is declined (402)', async (number, message) => {
    const token = await tokenize({ ...goodCard, number });
    const declined = await order(token.body.id as string);
    expect(declined.status).toBe(402);
    expect(declined.body.details![0]!.message).toBe(message);
    expect((await order(token.body.id as string)).status).toBe(422);
  });

  it.each([
    ['5555555555554444', '123', 'mastercard', '4444'],
    ['378282246310005', '1234', 'american_express', '0005'],
  ])('the test card %s pays with its brand', async (number, cvc, brand, last4) => {
    const token = await tokenize({ ...goodCard, number, cvc });
    expect((await order(token.body.id as string)).body.charges!.data[0]!.payment_method).toMatchObject({ brand, last4 });
  });

  it.each([
    [{ number: '4242424242424241' }, 'card[number]', tokenMessages.number],
    [{ number: '1234567890123452' }, 'card[number]', tokenMessages.number],
    [{ name: ' ' }, 'card[name]', tokenMessages.name],
    [{ cvc: '12' }, 'card[cvc]', tokenMessages.cvc],
    [{ number: '378282246310005', cvc: '123' }, 'card[cvc]', tokenMessages.cvc],
    [{ exp_month: '13' }, 'card[exp_month]', tokenMessages.expMonth],
    [{ exp_year: '2020' }, 'card[exp_year]', tokenMessages.expired],
    [{ exp_year: '203' }, 'card[exp_year]', tokenMessages.expYear],
  ])('refuses %o naming the field, with the message for the buyer in Spanish', async (change, param, message) => {
    const refused = await tokenize({ ...goodCard, ...change });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ object: 'error', type: 'parameter_validation_error', param, message_to_purchaser: message, message: expect.any(String), code: expect.any(String) });
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('takes the public key only, and the public key does not open the orders API', async () => {
    const withPrivate = await tokenize(goodCard, { authorization: basic(fake.privateKey) });
    expect(withPrivate.status).toBe(401);
    expect(withPrivate.body).toMatchObject({ object: 'error', type: 'authentication_error', message_to_purchaser: tokenMessages.unauthorized });
    expect((await tokenize(goodCard, { authorization: '' })).status).toBe(401);
    expect((await tokenize(goodCard, { accept: 'application/json' })).status).toBe(409);
    const ordersWithPublic = await fetch(`${fake.url}/orders/ord_nope`, { headers: { authorization: basic(fake.publicKey), accept: 'application/vnd.conekta-v2.2.0+json' } });
    expect(ordersWithPublic.status).toBe(401);
    expect(await ordersWithPublic.json()).toMatchObject({ type: 'authentication_error' });
  });
});
