import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { messages } from '@dorsal/core';
import { cookieHeader, createTestApp, testDatabases, type TestApp } from '../../test/test-app.ts';
import { signUpBody } from '../../test/fixtures.ts';

const m = messages.account;

describe.each(testDatabases)('accounts API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const userCount = async () =>
    (await t.db.selectFrom('users').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n;

  async function signUp(body = signUpBody()) {
    const response = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: body });
    return { response, body, cookie: cookieHeader(response.headers['set-cookie']) };
  }

  it('signs up, stores the email in lower case and starts a session', async () => {
    const body = signUpBody({ email: 'Ana.Lopez@Ejemplo.MX' });
    const { response, cookie } = await signUp(body);
    expect(response.statusCode).toBe(201);
    expect(response.headers['set-cookie']).toEqual(expect.arrayContaining([expect.stringMatching(/HttpOnly; SameSite=Lax/)]));
    const user = response.json().user;
    expect(user).toMatchObject({ email: 'ana.lopez@ejemplo.mx', firstNames: 'María José', role: 'athlete', photoUrl: null });
    expect(user).not.toHaveProperty('password');
    const session = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(session.json().user.email).toBe('ana.lopez@ejemplo.mx');
  });

  it('refuses a duplicate email in any case and changes nothing', async () => {
    const { body } = await signUp();
    const before = await userCount();
    const again = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: { ...body, email: body.email.toUpperCase() } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'email_taken', message: m.emailTaken });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it('names each invalid field in Spanish and creates nothing', async () => {
    const before = await userCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: { ...signUpBody(), firstNames: '', email: 'no-es-correo', password: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      firstNames: messages.common.required,
      email: m.invalidEmail,
      password: m.passwordMin,
    });
    expect(await userCount()).toBe(before);
  });

  it('answers malformed JSON with a clear message', async () => {
    const before = await userCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstNames": "Ana",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(messages.common.malformedRequest);
    expect(await userCount()).toBe(before);
  });

  it('refuses a wrong password without a session', async () => {
    const { body } = await signUp();
    const response = await t.app.inject({ method: 'POST', url: '/api/session', payload: { email: body.email, password: 'otra-clave' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'wrong_credentials', message: m.wrongCredentials });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('signs in and out', async () => {
    const { body } = await signUp();
    const signIn = await t.app.inject({ method: 'POST', url: '/api/session', payload: { email: body.email, password: body.password } });
    expect(signIn.statusCode).toBe(200);
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    const signOut = await t.app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie } });
    expect(signOut.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(after.json().user).toBeNull();
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('edits the profile and keeps emails unique', async () => {
    const { body: other } = await signUp();
    const { body, cookie } = await signUp();
    const changes = { firstNames: 'Lupita', lastNames: 'Ávila', phone: '55 8765 4321', gender: 'F', birthDate: '1988-02-29', email: 'LUPITA@ejemplo.mx', currentPassword: body.password };
    const response = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie }, payload: changes });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ firstNames: 'Lupita', phone: '5587654321', email: 'lupita@ejemplo.mx', birthDate: '1988-02-29' });

    const taken = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie }, payload: { ...changes, firstNames: 'Otra', email: other.email } });
    expect(taken.statusCode).toBe(409);
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ firstNames: 'Lupita', email: 'lupita@ejemplo.mx' });

    const bad = await t.app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie }, payload: { ...changes, birthDate: '1990-02-30' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.birthDate).toBe(m.invalidDate);
    expect(body.email).not.toBe('lupita@ejemplo.mx');
  });

  it('asks for the current password to change the e-mail, and changes nothing without the right one', async () => {
    const { body, cookie } = await signUp();
    const { password: _password, ...profile } = body;
    const patch = (payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie }, payload });
    const newEmail = `otro.${Date.now()}@ejemplo.mx`;

    const missing = await patch({ ...profile, firstNames: 'Cambiada', email: newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'current_password_required', fields: { currentPassword: m.currentPasswordRequired } });
    const wrong = await patch({ ...profile, firstNames: 'Cambiada', email: newEmail, currentPassword: 'no-es-la-clave' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'wrong_current_password', fields: { currentPassword: m.currentPasswordWrong } });
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json().user).toMatchObject({ firstNames: body.firstNames, email: body.email });

    const sameEmail = await patch({ ...profile, firstNames: 'Sin clave' });
    expect(sameEmail.statusCode).toBe(200);
    const right = await patch({ ...profile, email: newEmail, currentPassword: body.password });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(newEmail);
  });

  it('refuses profile edits without a session', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/me', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(messages.common.signInRequired);
  });

  it('limits sign-in attempts per client', async () => {
    const limited = await createTestApp(kind, { authAttemptsPerMinute: 3 });
    try {
      const attempt = () => limited.app.inject({ method: 'POST', url: '/api/session', payload: { email: 'nadie@ejemplo.mx', password: 'xxxxxx' } });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toBe(messages.common.tooManyRequests);
    } finally {
      await limited.close();
    }
  });

  it('tells the web whether a host is the product or an organizer site', async () => {
    expect((await t.app.inject({ url: '/api/host', headers: { host: 'localhost:3000' } })).json()).toEqual({ kind: 'app' });
    expect((await t.app.inject({ url: '/api/host', headers: { host: 'www.maratonmonterrey.mx' } })).json()).toEqual({ kind: 'site', published: false });
  });
});
