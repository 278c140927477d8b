import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dorsal/core';
import { cookieHeader, createTestApp, testDatabases, type TestApp } from '../../test/test-app.ts';
import { signUpBody } from '../../test/fixtures.ts';
import { isLoopback } from './mail.routes.ts';

describe('isLoopback', () => {
  it('knows 127.0.0.0/8 and ::1, also IPv4-mapped', () => {
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(ip), ip).toBe(true);
    for (const ip of ['10.0.0.1', '203.0.113.9', '::ffff:10.0.0.1', '1127.0.0.1', 'fe80::1']) expect(isLoopback(ip), ip).toBe(false);
  });
});

describe.each(testDatabases)('development mailbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const open = (remoteAddress: string, headers: Record<string, string> = {}) => t.app.inject({ url: '/api/dev/mailbox', remoteAddress, headers });

  it('opens on this machine', async () => {
    expect((await open('127.0.0.1')).statusCode).toBe(200);
    expect((await open('::1')).statusCode).toBe(200);
  });

  it('stays closed to other machines, a forged X-Forwarded-For and signed-in athletes included', async () => {
    const athlete = signUpBody();
    const cookie = cookieHeader((await t.app.inject({ method: 'POST', url: '/api/accounts', payload: athlete })).headers['set-cookie']);
    const attempts: Record<string, string>[] = [{}, { 'x-forwarded-for': '127.0.0.1' }, { cookie }];
    for (const headers of attempts) {
      const response = await open('203.0.113.9', headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: 'mailbox_private', message: messages.mailbox.private });
      expect(response.body).not.toContain(athlete.email);
    }
  });

  it('opens to platform admins from anywhere', async () => {
    const admin = signUpBody();
    const signUp = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: admin });
    await t.services.accountsRepository.setRole(signUp.json().user.id, 'admin');
    const response = await open('203.0.113.9', { cookie: cookieHeader(signUp.headers['set-cookie']) });
    expect(response.statusCode).toBe(200);
    expect(response.json().mails.length).toBeGreaterThanOrEqual(0);
  });
});
