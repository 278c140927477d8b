import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeConekta, type FakeConekta } from './fake-conekta-server.ts';

let fake: FakeConekta;
beforeAll(async () => {
  fake = await startFakeConekta();
});
afterAll(() => fake.close());

const post = (headers: Record<string, string>, body: string) =>
  fetch(`${fake.url}/orders`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
const good = { authorization: 'Bearer key_test_fake', accept: 'application/vnd.conekta-v2.2.0+json' };

describe('fake Conekta', () => {
  it('answers the documented error objects', async () => {
    const missingKey = await post({ accept: good.accept }, '{}');
    expect(missingKey.status).toBe(401);
    expect(await missingKey.json()).toMatchObject({ object: 'error', type: 'authentication_error', log_id: expect.any(String), details: [{ code: 'conekta.errors.authentication.missing_key' }] });
    const basic = await post({ ...good, authorization: `Basic ${Buffer.from('key_test_fake:').toString('base64')}` }, '{}');
    expect(basic.status).toBe(422);
    const malformed = await post(good, '{"currency":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ type: 'malformed_request_error' });
    const unsupported = await post({ ...good, accept: 'application/json' }, '{}');
    expect(unsupported.status).toBe(409);
  });

  it('lists every missing required field with Spanish messages', async () => {
    const response = await post(good, JSON.stringify({ currency: 'MXN', customer_info: {}, line_items: [], charges: [{ payment_method: { type: 'card' } }] }));
    const body = (await response.json()) as { type: string; details: { param: string; message: string }[] };
    expect(response.status).toBe(422);
    expect(body.type).toBe('parameter_validation_error');
    expect(body.details.map((detail) => detail.param)).toEqual(['customer_info.name', 'customer_info.email', 'customer_info.phone', 'line_items', 'charges.0.payment_method.token_id']);
    expect(body.details[0]!.message).toBe('El parámetro "customer_info.name" es requerido.');
  });
});
