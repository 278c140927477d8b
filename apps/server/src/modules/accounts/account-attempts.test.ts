import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dorsal/core';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.ts';
import { signUpBody } from '../../test/fixtures.ts';

describe.each(testDatabases)('sign-in and reset attempt limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { authAttemptsPerMinute: 3, env: { AUTH_ATTEMPTS_PER_ACCOUNT_PER_MINUTE: '2' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  let client = 0;
  const fromNewClient = () => `198.51.100.${(client += 1)}`;
  const signIn = (email: string, password: string, remoteAddress = fromNewClient(), headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/session', remoteAddress, headers, payload: { email, password } });

  async function newAccount() {
    const body = signUpBody();
    const response = await t.app.inject({ method: 'POST', url: '/api/accounts', remoteAddress: fromNewClient(), payload: body });
    expect(response.statusCode).toBe(201);
    return body;
  }

  it('a forged X-Forwarded-For does not buy a client more attempts (no proxy is trusted by default)', async () => {
    const address = fromNewClient();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await signIn(`nadie.${i}@ejemplo.mx`, 'xxxxxx', address, { 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts failed sign-ins per account across clients, and only that account is held', async () => {
    const target = await newAccount();
    const bystander = await newAccount();
    expect((await signIn(target.email, 'mala-1')).statusCode).toBe(401);
    expect((await signIn(target.email.toUpperCase(), 'mala-2')).statusCode).toBe(401);

    const held = await signIn(target.email, target.password);
    expect(held.statusCode).toBe(429);
    expect(held.json().error.message).toBe(messages.common.tooManyRequests);
    expect(held.headers['set-cookie']).toBeUndefined();
    expect((await signIn(bystander.email, bystander.password)).statusCode).toBe(200);
  });

  it('successful sign-ins do not use up the account’s attempts', async () => {
    const athlete = await newAccount();
    for (let i = 0; i < 4; i += 1) expect((await signIn(athlete.email, athlete.password)).statusCode).toBe(200);
  });

  it('limits reset mails per account across clients', async () => {
    const athlete = await newAccount();
    const request = () => t.app.inject({ method: 'POST', url: '/api/password-reset-requests', remoteAddress: fromNewClient(), payload: { email: athlete.email } });
    expect((await request()).statusCode).toBe(202);
    expect((await request()).statusCode).toBe(202);
    expect((await request()).statusCode).toBe(429);
  });
});
