import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type EventStaffRole, fill } from '@dorsal/core';
import { createSandboxPayments } from '../../../adapters/payments/sandbox/sandbox-provider.ts';
import { signUpBody } from '../../../test/fixtures.ts';
import { cookieHeader, createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { counterOf, createRegistrationEvent, newKey, registrationBody, snapshot } from '../registration.fixtures.ts';

const tooManySlips = (count: number) => fill(messages.registrationServer.tooManyPendingCashSlips, { count: String(count) });
const cash = { payment: { method: 'oxxo_cash' } };

/** A registration attempt from one client address. */
function attempt(t: TestApp, eventId: number, body: unknown, client = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/registrations`,
    remoteAddress: client,
    headers: { 'idempotency-key': newKey() },
    payload: body as Record<string, unknown>,
  });
}

const withEmail = (email: string, overrides: Record<string, unknown> = {}) => {
  const body = registrationBody(overrides);
  return { ...body, athlete: { ...body.athlete, email } };
};

describe.each(testDatabases)('registration attempt limits on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { REGISTRATION_ATTEMPTS_PER_MINUTE: '4', REGISTRATION_ATTEMPTS_PER_EMAIL_PER_MINUTE: '2' } });
    eventId = await createRegistrationEvent(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a client past its attempts per minute with 429 in Spanish and writes nothing', async () => {
    const client = '10.0.1.1';
    for (let i = 0; i < 4; i += 1) expect((await attempt(t, eventId, registrationBody(), client)).statusCode).toBe(201);
    const before = await snapshot(t, eventId);
    const refused = await attempt(t, eventId, registrationBody(), client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'too_many_requests', message: messages.common.tooManyRequests });
    expect(await snapshot(t, eventId)).toEqual(before);
    expect((await attempt(t, eventId, registrationBody(), '10.0.1.2')).statusCode).toBe(201); // another client is not held back
  });

  it('refuses an e-mail past its attempts per minute, whatever client sends them', async () => {
    const email = 'limite.correo@ejemplo.mx';
    expect((await attempt(t, eventId, withEmail(email), '10.0.2.1')).statusCode).toBe(201);
    expect((await attempt(t, eventId, withEmail(email), '10.0.2.2')).statusCode).toBe(201);
    const before = await snapshot(t, eventId);
    const refused = await attempt(t, eventId, withEmail(' Limite.Correo@Ejemplo.mx '), '10.0.2.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(messages.common.tooManyRequests);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await snapshot(t, eventId)).toEqual(before);
    expect((await attempt(t, eventId, withEmail('otro.correo@ejemplo.mx'), '10.0.2.3')).statusCode).toBe(201);
  });
});

describe.each(testDatabases)('pending cash registrations per e-mail on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PENDING_CASH_REGISTRATIONS_PER_EMAIL: '2', REGISTRATION_ATTEMPTS_PER_EMAIL_PER_MINUTE: '1000' } });
    eventId = await createRegistrationEvent(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('holds at most the configured pending OXXO slips per e-mail and event, with a Spanish message', async () => {
    const email = 'fichas@ejemplo.mx';
    for (let i = 0; i < 2; i += 1) expect((await attempt(t, eventId, withEmail(email, cash), `10.1.0.${i}`)).statusCode).toBe(201);
    const before = await snapshot(t, eventId);
    const refused = await attempt(t, eventId, withEmail(email, cash), '10.1.0.9');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'too_many_pending_cash_slips', message: tooManySlips(2) });
    expect(await snapshot(t, eventId)).toEqual(before);
    expect((await attempt(t, eventId, withEmail(email), '10.1.0.9')).statusCode).toBe(201); // paying by card is not held back
    const otherEvent = await createRegistrationEvent(t);
    expect((await attempt(t, otherEvent, withEmail(email, cash), '10.1.0.9')).statusCode).toBe(201);
  });

  it('keeps the cap under simultaneous registrations of one e-mail', async () => {
    const email = 'simultaneas@ejemplo.mx';
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(t, eventId, withEmail(email, cash), `10.2.0.${i}`)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(18);
    const pending = await t.db.selectFrom('registrations').select('id').where('email', '=', email).where('state', '=', 'pending_payment').execute();
    expect(pending).toHaveLength(2);
  });
});

describe.each(testDatabases)('releasing a pending cash registration on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let otherEventId: number;
  const sandbox = createSandboxPayments();
  const cookies: Record<string, string> = {};
  /** An account with the given event role (or platform admin), signed in. */
  async function signedIn(role: EventStaffRole | 'admin' | 'athlete') {
    const body = signUpBody();
    const signUp = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: body });
    const userId = signUp.json().user.id as string;
    if (role === 'admin') await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', userId).execute();
    else if (role !== 'athlete') await t.db.insertInto('eventStaff').values({ eventId, userId, role }).execute();
    const signIn = await t.app.inject({ method: 'POST', url: '/api/session', payload: { email: body.email, password: body.password } });
    return cookieHeader(signIn.headers['set-cookie']);
  }
  beforeAll(async () => {
    t = await createTestApp(kind, { payments: sandbox, env: { REGISTRATION_ATTEMPTS_PER_MINUTE: '1000' } });
    eventId = await createRegistrationEvent(t, { capacity: 50 });
    otherEventId = await createRegistrationEvent(t);
    for (const role of ['owner', 'organizerManager', 'clientManager', 'pointOfSale', 'admin', 'athlete'] as const) cookies[role] = await signedIn(role);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const pendingSlip = async (event = eventId) => (await attempt(t, event, registrationBody(cash))).json().registration as { id: string; bib: number };
  const release = (event: number, key: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: `/api/events/${event}/registrations/${key}/release`, headers: cookie ? { cookie } : {} });
  const stateOf = (key: string) =>
    t.db
      .selectFrom('registrations')
      .innerJoin('payments', 'payments.registrationId', 'registrations.id')
      .select(['registrations.id', 'registrations.state', 'registrations.bib', 'registrations.releasedBib', 'payments.status'])
      .where('publicKey', '=', key)
      .executeTakeFirstOrThrow();

  const roles: Array<[string, number]> = [
    ['anonymous', 401],
    ['athlete', 404],
    ['pointOfSale', 404],
    ['clientManager', 404],
    ['organizerManager', 204],
    ['owner', 204],
    ['admin', 204],
  ];

  it.each(roles)('as %s answers %i', async (role, status) => {
    const slip = await pendingSlip();
    const before = { snapshot: await snapshot(t, eventId), state: await stateOf(slip.id) };
    const response = await release(eventId, slip.id, cookies[role]);
    expect(response.statusCode).toBe(status);
    if (status !== 204) {
      expect(response.json().error.message).toBe(status === 401 ? messages.common.signInRequired : messages.common.notFound);
      expect(await snapshot(t, eventId)).toEqual(before.snapshot);
      expect(await stateOf(slip.id)).toEqual(before.state);
      return;
    }
    const after = await stateOf(slip.id);
    expect(after).toMatchObject({ state: 'expired', status: 'expired', bib: null, releasedBib: slip.bib });
    const counter = await counterOf(t, eventId);
    expect(counter.taken).toBe(before.snapshot.counter[0]!.taken - 1);
    expect(counter.releasedCount).toBe(before.snapshot.counter[0]!.releasedCount + 1);
    const change = await t.db.selectFrom('registrationChanges').selectAll().where('registrationId', '=', after.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(change).toMatchObject({ action: 'released', description: messages.registrationServer.changeLog.released });
    expect(change.userId).not.toBeNull();
  });

  it('answers 404 for a registration of another event and 409 for one no longer pending, changing nothing', async () => {
    const elsewhere = await pendingSlip(otherEventId);
    expect((await release(eventId, elsewhere.id, cookies.owner)).statusCode).toBe(404);
    expect((await release(eventId, 'no-existe-esta-clave-0', cookies.owner)).statusCode).toBe(404);
    expect((await stateOf(elsewhere.id)).state).toBe('pending_payment');

    const card = (await attempt(t, eventId, registrationBody())).json().registration as { id: string };
    const slip = await pendingSlip();
    expect((await release(eventId, slip.id, cookies.owner)).statusCode).toBe(204);
    const before = await snapshot(t, eventId);
    for (const key of [card.id, slip.id]) {
      const refused = await release(eventId, key, cookies.owner);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(messages.registrationServer.notPendingCashSlip);
    }
    expect(await snapshot(t, eventId)).toEqual(before);
  });

  it('the bib goes back to the next registration, and a payment that still arrives is kept (late payment)', async () => {
    const slip = await pendingSlip();
    expect((await release(eventId, slip.id, cookies.owner)).statusCode).toBe(204);
    const next = (await attempt(t, eventId, registrationBody())).json().registration;
    expect(next.bib).toBeLessThanOrEqual(slip.bib);
    const paid = await t.app.inject({ method: 'POST', url: `/api/registrations/${slip.id}/sandbox-pay` });
    expect(paid.statusCode).toBe(409); // no pending slip any more…
    const payment = await t.db.selectFrom('payments').innerJoin('registrations', 'registrations.id', 'payments.registrationId').select('payments.cashReference').where('publicKey', '=', slip.id).executeTakeFirstOrThrow();
    await sandbox.markCashPaid(payment.cashReference!); // …but OXXO still takes the cash
    expect(await stateOf(slip.id)).toMatchObject({ state: 'confirmed', status: 'paid' });
  });
});
