import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dorsal/core';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.ts';
import { signUpBody } from '../../test/fixtures.ts';

describe.each(testDatabases)('password reset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const mailbox = async () => (await t.app.inject({ url: '/api/dev/mailbox' })).json().mails as Array<{ to: string; text: string; html: string }>;

  it('mails a link whose token sets a new password', async () => {
    const body = signUpBody();
    await t.app.inject({ method: 'POST', url: '/api/accounts', payload: body });
    const request = await t.app.inject({ method: 'POST', url: '/api/password-reset-requests', headers: { host: 'localhost:3000' }, payload: { email: body.email } });
    expect(request.statusCode).toBe(202);

    const mail = (await mailbox()).find((item) => item.to === body.email);
    expect(mail).toBeDefined();
    const link = /http:\/\/localhost:3000\/password-restore\?token=([\w-]+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    expect(mail!.html).toContain(link![0]);

    const reset = await t.app.inject({ method: 'POST', url: '/api/password-resets', payload: { token: link![1], password: 'nueva-clave' } });
    expect(reset.statusCode).toBe(204);
    const oldPassword = await t.app.inject({ method: 'POST', url: '/api/session', payload: { email: body.email, password: body.password } });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t.app.inject({ method: 'POST', url: '/api/session', payload: { email: body.email, password: 'nueva-clave' } });
    expect(newPassword.statusCode).toBe(200);

    const reused = await t.app.inject({ method: 'POST', url: '/api/password-resets', payload: { token: link![1], password: 'otra-clave' } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(messages.account.resetInvalidToken);
  });

  it('answers an unknown email the same way and sends nothing', async () => {
    const before = (await mailbox()).length;
    const request = await t.app.inject({ method: 'POST', url: '/api/password-reset-requests', payload: { email: 'nadie@ejemplo.mx' } });
    expect(request.statusCode).toBe(202);
    expect((await mailbox()).length).toBe(before);
  });

  it('refuses a made-up token and a short password', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/password-resets', payload: { token: 'inventado', password: 'nueva-clave' } });
    expect(bad.statusCode).toBe(400);
    const short = await t.app.inject({ method: 'POST', url: '/api/password-resets', payload: { token: 'inventado', password: '123' } });
    expect(short.json().error.fields.password).toBe(messages.account.passwordMin);
  });
});
