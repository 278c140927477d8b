import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../test/test-app.ts';
import { signUpBody } from '../test/fixtures.ts';

const sessionCookies = (setCookie: string | string[] | undefined) => (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []);

describe.each(testDatabases)('proxies and cookies on %s', (kind) => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp(kind);
    proxied = await createTestApp(kind, { env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const tlsAtProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' };

  it('marks the session cookie Secure when TLS ends at a trusted proxy', async () => {
    const response = await proxied.app.inject({ method: 'POST', url: '/api/accounts', remoteAddress: '127.0.0.1', headers: tlsAtProxy, payload: signUpBody() });
    expect(response.statusCode).toBe(201);
    const cookies = sessionCookies(response.headers['set-cookie']);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure(;|$)/i);
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    for (const [t, remoteAddress] of [[direct, '127.0.0.1'], [proxied, '203.0.113.9']] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/api/accounts', remoteAddress, headers: tlsAtProxy, payload: signUpBody() });
      expect(response.statusCode).toBe(201);
      for (const cookie of sessionCookies(response.headers['set-cookie'])) expect(cookie).not.toMatch(/;\s*Secure/i);
    }
  });

  it('takes the client address from X-Forwarded-For only through a trusted proxy', async () => {
    const attempt = (t: TestApp, remoteAddress: string, client: string) =>
      t.app.inject({ method: 'POST', url: '/api/password-reset-requests', remoteAddress, headers: { 'x-forwarded-for': client }, payload: { email: 'nadie@ejemplo.mx' } });
    const limited = await createTestApp(kind, { authAttemptsPerMinute: 2, env: { TRUST_PROXY: '1' } });
    try {
      // Behind one proxy hop, two clients are two clients…
      for (let i = 0; i < 2; i += 1) expect((await attempt(limited, '10.0.0.2', '198.51.100.1')).statusCode).toBe(202);
      expect((await attempt(limited, '10.0.0.2', '198.51.100.1')).statusCode).toBe(429);
      expect((await attempt(limited, '10.0.0.2', '198.51.100.2')).statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });
});
