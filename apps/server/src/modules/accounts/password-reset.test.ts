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

  const tokenIn = (text: string) => /password-restore\?token=([\w-]+)/.exec(text)?.[1];

  it('builds the link from configuration, never from a forged Host or X-Forwarded-Host', async () => {
    const body = signUpBody();
    await t.app.inject({ method: 'POST', url: '/api/accounts', payload: body });
    for (const headers of [{ host: 'atacante.example' }, { host: 'localhost:3000', 'x-forwarded-host': 'atacante.example', 'x-forwarded-proto': 'https' }]) {
      const request = await t.app.inject({ method: 'POST', url: '/api/password-reset-requests', headers, payload: { email: body.email } });
      expect(request.statusCode).toBe(202);
    }
    const links = (await mailbox()).filter((item) => item.to === body.email).map((item) => /https?:\/\/[^/\s]+\/password-restore/.exec(item.text)?.[0]);
    expect(links).toEqual(['http://localhost:3000/password-restore', 'http://localhost:3000/password-restore']);
  });

  it('a new reset link invalidates the older ones', async () => {
    const body = signUpBody();
    await t.app.inject({ method: 'POST', url: '/api/accounts', payload: body });
    const request = () => t.app.inject({ method: 'POST', url: '/api/password-reset-requests', payload: { email: body.email } });
    await request();
    await request();
    const [newest, older] = (await mailbox()).filter((item) => item.to === body.email).map((item) => tokenIn(item.text));
    expect(newest).toBeDefined();
    expect(older).toBeDefined();
    expect(newest).not.toBe(older);

    const stale = await t.app.inject({ method: 'POST', url: '/api/password-resets', payload: { token: older, password: 'nueva-clave' } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.message).toBe(messages.account.resetInvalidToken);
    const fresh = await t.app.inject({ method: 'POST', url: '/api/password-resets', payload: { token: newest, password: 'nueva-clave' } });
    expect(fresh.statusCode).toBe(204);
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
