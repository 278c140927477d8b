import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, fill } from '@dorsal/core';
import { signUpBody } from '../test/fixtures.ts';
import { cookieHeader, createTestApp, testDatabases, type TestApp } from '../test/test-app.ts';
import { createRegistrationEvent, newKey, registrationBody, snapshot } from '../modules/registration/registration.fixtures.ts';
import { bodyTooLargeMessage } from './request-limits.ts';

const v = messages.validation;
/** Words of zod's and Fastify's English texts. */
const ENGLISH = /\b(invalid|input|expected|received|too|small|big|must|string|number|array|object|record|undefined|unrecognized|body|request|error|json|payload)\b/i;
const BIG_ID = '2147483648';
const NUL = 'Ana\u0000';
const LONE_SURROGATE = 'Ana\ud800';

type Body = Record<string, unknown>;
/** A copy of `body` with the value at a dotted path replaced ('athlete.firstNames', 'products.0.code'). */
function withValue(body: Body, path: string, value: unknown): Body {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  parent[last] = value;
  return copy;
}

describe.each(testDatabases)('bad input on %s: a 400 in Spanish that changes nothing', (kind) => {
  let t: TestApp;
  let eventId: number;
  let athlete: string;
  let admin: string;
  let resetToken: string;
  const users = async () => (await t.db.selectFrom('users').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n;
  const everything = async () => ({ registrations: await snapshot(t, eventId), users: await users() });

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { REGISTRATION_ATTEMPTS_PER_MINUTE: '100000', REGISTRATION_ATTEMPTS_PER_EMAIL_PER_MINUTE: '100000', AUTH_ATTEMPTS_PER_MINUTE: '100000' } });
    eventId = await createRegistrationEvent(t, { codes: [{ code: 'DORSAL10', kind: 'percent', value: 10, maxUses: 5 }] });
    const signedUp = signUpBody();
    athlete = cookieHeader((await t.app.inject({ method: 'POST', url: '/api/accounts', payload: signedUp })).headers['set-cookie']);
    const adminBody = signUpBody();
    const created = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: adminBody });
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', created.json().user.id).execute();
    admin = cookieHeader((await t.app.inject({ method: 'POST', url: '/api/session', payload: { email: adminBody.email, password: adminBody.password } })).headers['set-cookie']);
    await t.app.inject({ method: 'POST', url: '/api/password-reset-requests', payload: { email: signedUp.email } });
    const mail = await t.db.selectFrom('outboxMails').select('textBody').where('toAddress', '=', signedUp.email).executeTakeFirstOrThrow();
    resetToken = decodeURIComponent(/token=([^\s&]+)/.exec(mail.textBody)![1]!);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, cookie?: string) =>
    t.app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(url.endsWith('/registrations') ? { 'idempotency-key': newKey() } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Body }),
    });

  const registration = () => ({ ...registrationBody({ discountCode: 'DORSAL10', products: [{ code: 'playera', quantity: 1, fields: { talla: 'M' } }] }), tkl: 'facebook' });
  /** Every string field a person sends, with the route that takes it. */
  type StringField = [method: 'POST' | 'PATCH', url: string, path: string, body: () => Body, cookie?: 'athlete'];
  const stringFields: StringField[] = [
    ...['athlete.firstNames', 'athlete.lastNames', 'athlete.email', 'athlete.phone', 'athlete.birthDate', 'fields.contactoEmergencia', 'products.0.fields.talla', 'discountCode', 'modalityCode', 'categoryCode', 'currency', 'tkl', 'payment.token'].map(
      (path): StringField => ['POST', `/api/events/{event}/registrations`, path, registration],
    ),
    ['POST', '/api/events/{event}/registration/quote', 'discountCode', () => ({ modalityCode: '10K', discountCode: 'DORSAL10' })],
    ...['firstNames', 'lastNames', 'email', 'phone', 'birthDate', 'password'].map((path): StringField => ['POST', '/api/accounts', path, () => signUpBody()]),
    ...['firstNames', 'lastNames', 'phone'].map((path): StringField => ['PATCH', '/api/me', path, () => signUpBody(), 'athlete']),
    ['POST', '/api/session', 'password', () => ({ email: 'ana@ejemplo.mx', password: 'corre123' })],
    ['POST', '/api/password-reset-requests', 'email', () => ({ email: 'ana@ejemplo.mx' })],
    ['POST', '/api/password-resets', 'token', () => ({ token: resetToken, password: 'nueva123' })],
    ['POST', '/api/password-resets', 'password', () => ({ token: resetToken, password: 'nueva123' })],
  ];

  it.each(stringFields)('%s %s refuses NUL and a lone surrogate in %s', async (method, url, path, body, who) => {
    for (const bad of [NUL, LONE_SURROGATE]) {
      const before = await everything();
      const response = await send(method, fill(url, { event: String(eventId) }), withValue(body(), path, bad), who === 'athlete' ? athlete : undefined);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation', message: v.invalidCharacters, fields: { [path]: v.invalidCharacters } });
      expect(await everything()).toEqual(before);
    }
  });

  it('refuses NUL in a query string', async () => {
    for (const url of [`/api/events/${eventId}/results/search?q=Ana%00`, `/api/events/${eventId}/results?modality=10K%00`, `/api/events/${eventId}/registration?tkl=a%00`]) {
      const response = await send('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message).toBe(v.invalidCharacters);
    }
  });

  it('refuses an id beyond the database integer in every :id route', async () => {
    const before = await everything();
    const routes: Array<['GET' | 'POST' | 'PATCH', string, unknown?]> = [
      ['GET', `/api/events/${BIG_ID}`],
      ['PATCH', `/api/events/${BIG_ID}/status`, { status: 'results' }],
      ['GET', `/api/events/${BIG_ID}/registration`],
      ['POST', `/api/events/${BIG_ID}/registration/quote`, { modalityCode: '10K' }],
      ['POST', `/api/events/${BIG_ID}/registrations`, registrationBody()],
      ['POST', `/api/events/${BIG_ID}/registrations/aaaaaaaaaaaaaaaaaaaaaa/release`],
      ['GET', `/api/events/${BIG_ID}/results`],
      ['GET', `/api/events/${BIG_ID}/results/winners`],
      ['GET', `/api/events/${BIG_ID}/results/search?q=ana`],
      ['GET', `/api/events/${BIG_ID}/results/7`],
      ['GET', `/api/events/${BIG_ID}/results/7/certificate.jpg`],
      ['GET', `/api/events/${eventId}/results/${BIG_ID}`],
      ['POST', `/api/events/${BIG_ID}/results/import`],
      ['GET', `/api/registrations/aaaaaaaaaaaaaaaaaaaaaa?event=${BIG_ID}`],
      ['GET', `/api/events?offset=99999999999999999999`],
    ];
    for (const [method, url, payload] of routes) {
      const response = await send(method, url, payload, admin);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json().error.message).not.toMatch(ENGLISH);
    }
    expect((await send('GET', `/api/events/${BIG_ID}`)).json().error).toMatchObject({ message: v.invalidId, fields: { id: v.invalidId } });
    expect(await everything()).toEqual(before);
  });

  it('refuses the same product twice', async () => {
    const before = await everything();
    const playera = { code: 'playera', quantity: 1, fields: { talla: 'M' } };
    for (const url of [`/api/events/${eventId}/registrations`, `/api/events/${eventId}/registration/quote`]) {
      const response = await send('POST', url, registrationBody({ products: [playera, playera] }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ message: messages.registrationServer.duplicateProduct, fields: { 'products.1.code': messages.registrationServer.duplicateProduct } });
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses a JSON body nested 200,000 levels deep, and a 10 MB body with its own message', async () => {
    const before = await everything();
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    for (const url of [`/api/events/${eventId}/registrations`, `/api/events/${eventId}/registration/quote`, '/api/accounts', '/api/session']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'idempotency-key': newKey() }, payload: deep });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toEqual({ code: 'body_too_deep', message: v.bodyTooDeep });
    }
    const large = await t.app.inject({ method: 'POST', url: '/api/session', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a'.repeat(10 * 1024 * 1024) }) });
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toEqual({ code: 'payload_too_large', message: bodyTooLargeMessage });
    expect(bodyTooLargeMessage).not.toBe(messages.account.photoTooLarge);
    expect(await everything()).toEqual(before);
  });

  it('answers every wrong type in every JSON body in Spanish, never a 500', async () => {
    const bodies: Array<['POST' | 'PATCH', string, Body, string?]> = [
      ['POST', `/api/events/${eventId}/registrations`, registration()],
      ['POST', `/api/events/${eventId}/registration/quote`, { modalityCode: '10K', categoryCode: 'LIB', products: [], discountCode: 'X', currency: 'MXN' }],
      ['POST', '/api/accounts', signUpBody()],
      ['PATCH', '/api/me', signUpBody(), athlete],
      ['POST', '/api/session', { email: 'ana@ejemplo.mx', password: 'corre123' }],
      ['POST', '/api/password-reset-requests', { email: 'ana@ejemplo.mx' }],
      ['POST', '/api/password-resets', { token: 'x', password: 'nueva123' }],
      ['PATCH', `/api/events/${eventId}/status`, { status: 'live' }, admin],
    ];
    const wrong: unknown[] = [42, -1.5, true, null, 'x', [], ['x'], {}, { a: 1 }];
    const paths = (body: Body, prefix = ''): string[] =>
      Object.entries(body).flatMap(([key, value]) => {
        const path = prefix ? `${prefix}.${key}` : key;
        return value && typeof value === 'object' && !Array.isArray(value) ? [path, ...paths(value as Body, path)] : [path];
      });
    for (const [method, url, body, cookie] of bodies) {
      const cases = [...wrong.map((value) => ({ label: JSON.stringify(value), payload: value })), ...paths(body).flatMap((path) => wrong.map((value) => ({ label: `${path} = ${JSON.stringify(value)}`, payload: withValue(body, path, value) })))];
      for (const { label, payload } of cases) {
        const response = await t.app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json', 'idempotency-key': newKey(), ...(cookie ? { cookie } : {}) },
          payload: JSON.stringify(payload),
        });
        const where = `${method} ${url} ← ${label}: ${response.body}`;
        expect(response.statusCode, where).toBeLessThan(500);
        if (response.statusCode >= 400) expect(JSON.stringify(response.json().error), where).not.toMatch(ENGLISH);
      }
    }
  }, 120_000);
});
