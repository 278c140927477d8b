import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenMessages } from './fake-conekta-errors.ts';
import { startFakeConekta, type FakeConekta } from './fake-conekta-server.ts';

interface ConektaJs {
  setPublicKey(key: string): void;
  getPublicKey(): string | null;
  Token: { create(params: unknown, onSuccess: (token: Record<string, unknown>) => void, onError: (error: Record<string, unknown>) => void): void };
}

let fake: FakeConekta;
beforeAll(async () => {
  fake = await startFakeConekta();
});
afterAll(() => fake.close());

/** Runs the served script as a page would, with the browser's fetch and btoa (Node has both). */
async function loadScript(): Promise<ConektaJs> {
  const response = await fetch(`${fake.url}/js/conekta.js`);
  expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
  const window: { Conekta?: ConektaJs } = {};
  vm.runInNewContext(await response.text(), { window, fetch, btoa });
  return window.Conekta!;
}

const create = (conekta: ConektaJs, card: Record<string, unknown>) =>
  new Promise<{ ok: boolean; body: Record<string, unknown> }>((resolve) =>
    conekta.Token.create({ card }, (body) => resolve({ ok: true, body }), (body) => resolve({ ok: false, body })),
  );
const card = { number: '4242424242424242', name: 'Ana López', exp_month: '12', exp_year: '2030', cvc: '123' };

describe('fake Conekta: GET /js/conekta.js', () => {
  it('tokenizes against the same server with the public key, as Conekta.js does', async () => {
    const conekta = await loadScript();
    conekta.setPublicKey(fake.publicKey);
    expect(conekta.getPublicKey()).toBe(fake.publicKey);
    const before = fake.requests.length;
    const answer = await create(conekta, card);
    expect(answer).toMatchObject({ ok: true, body: { object: 'token', id: expect.stringMatching(/^tok_/) } });
    const sent = fake.requests.slice(before).find((request) => request.url === '/tokens')!;
    expect(sent.headers).toMatchObject({ authorization: `Basic ${Buffer.from(`${fake.publicKey}:`).toString('base64')}`, accept: 'application/vnd.conekta-v0.3.0+json' });
    expect(sent.body).toEqual({ card });
  });

  it('hands refusals to the error handler with the field and the buyer message', async () => {
    const conekta = await loadScript();
    conekta.setPublicKey(fake.publicKey);
    expect(await create(conekta, { ...card, cvc: '1' })).toMatchObject({ ok: false, body: { param: 'card[cvc]', message_to_purchaser: tokenMessages.cvc } });
    conekta.setPublicKey(fake.privateKey);
    expect(await create(conekta, card)).toMatchObject({ ok: false, body: { type: 'authentication_error' } });
  });

  it('reports an unreachable API as an error object', async () => {
    const gone = await startFakeConekta();
    const response = await fetch(`${gone.url}/js/conekta.js`);
    const source = await response.text();
    await gone.close();
    const window: { Conekta?: ConektaJs } = {};
    vm.runInNewContext(source, { window, fetch, btoa });
    window.Conekta!.setPublicKey('key');
    expect(await create(window.Conekta!, card)).toMatchObject({ ok: false, body: { object: 'error', type: 'api_error', message_to_purchaser: expect.any(String) } });
  });
});
