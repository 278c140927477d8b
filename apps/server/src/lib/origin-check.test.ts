import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dorsal/core';
import { cookieHeader, createTestApp, testDatabases, type TestApp } from '../test/test-app.ts';
import { signUpBody } from '../test/fixtures.ts';

describe.each(testDatabases)('origin check on state-changing requests with cookies (%s)', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PUBLIC_URL: 'https://dorsal.example' } });
    const signUp = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: signUpBody() });
    cookie = cookieHeader(signUp.headers['set-cookie']);
  });
  afterAll(async () => {
    await t?.close();
  });

  const rename = (firstNames: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie, ...headers }, payload: { ...profile(), firstNames } });
  let me: Record<string, string>;
  const profile = () => ({ firstNames: me.firstNames!, lastNames: me.lastNames!, phone: me.phone!, gender: me.gender!, birthDate: me.birthDate!, email: me.email! });
  const currentName = async () => (await t.app.inject({ url: '/api/me', headers: { cookie } })).json().user.firstNames;

  beforeAll(async () => {
    me = (await t.app.inject({ url: '/api/me', headers: { cookie } })).json().user;
  });

  it('refuses another site’s page, a hidden origin and a cross-site fetch without Origin, and changes nothing', async () => {
    const foreign: Record<string, string>[] = [{ origin: 'https://atacante.example' }, { origin: 'null' }, { origin: 'https://dorsal.example.atacante.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of foreign) {
      const response = await rename('Intrusa', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error).toEqual({ code: 'foreign_origin', message: messages.common.foreignOrigin });
    }
    const signOut = await t.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie, origin: 'https://atacante.example' } });
    expect(signOut.statusCode).toBe(403);
    expect(await currentName()).toBe(me.firstNames);
  });

  it('accepts PUBLIC_URL, the APP_HOSTS on any port (Vite in development) and clients that are not browsers', async () => {
    for (const [name, headers] of [
      ['Pública', { origin: 'https://dorsal.example' }],
      ['Local', { origin: 'http://localhost:5173' }],
      ['Mismo sitio', { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' }],
      ['Script', {}],
    ] as const) {
      expect((await rename(name, headers)).statusCode, name).toBe(200);
      expect(await currentName()).toBe(name);
    }
  });

  it('leaves requests without cookies alone (sign-in from anywhere, webhooks)', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/session', headers: { origin: 'https://atacante.example' }, payload: { email: 'nadie@ejemplo.mx', password: 'xxxxxx' } });
    expect(signIn.statusCode).toBe(401);
    const webhook = await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers: { origin: 'https://atacante.example' }, payload: {} });
    expect(webhook.statusCode).not.toBe(403);
  });
});
