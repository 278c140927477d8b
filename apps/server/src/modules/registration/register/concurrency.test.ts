import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPaymentProvider } from '../../../adapters/payments/payment-port.ts';
import { createSandboxPayments } from '../../../adapters/payments/sandbox/sandbox-provider.ts';
import { capacityLockTestHooks } from '../../../lib/capacity-lock.ts';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { counterOf, createRegistrationEvent, postRegistration, registrationBody, registrationsOf } from '../registration.fixtures.ts';

/** The sandbox, counting the orders it creates. */
function countingSandbox() {
  const sandbox = createSandboxPayments();
  const orders = new Set<string>();
  const provider: SandboxPaymentProvider = {
    ...sandbox,
    async createOrder(input) {
      const result = await sandbox.createOrder(input);
      if (result.providerOrderId) orders.add(result.providerOrderId);
      return result;
    },
  };
  return { provider, orders };
}

async function burst(t: TestApp, eventId: number, n: number, body: (i: number) => unknown = () => registrationBody()) {
  const responses = await Promise.all(Array.from({ length: n }, (_, i) => postRegistration(t, eventId, body(i))));
  return { ok: responses.filter((r) => r.statusCode === 201), refused: responses.filter((r) => r.statusCode !== 201) };
}

describe.each(testDatabases)('registration under concurrency on %s', (kind) => {
  let t: TestApp;
  const sandbox = countingSandbox();
  beforeAll(async () => {
    // Every burst comes from one client: its attempt limit (registration-limits.ts) is not what is tested here.
    t = await createTestApp(kind, { payments: sandbox.provider, env: { REGISTRATION_ATTEMPTS_PER_MINUTE: '100000' } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    capacityLockTestHooks.lockDisabled = false;
    capacityLockTestHooks.raceWindowMs = 0;
  });

  it.each([50, 500])('%i athletes at once for a fifth as many places: exactly that many get in, the rest see AGOTADO, bibs unique', async (n) => {
    const capacity = n / 5;
    const eventId = await createRegistrationEvent(t, { capacity });
    const { ok, refused } = await burst(t, eventId, n);
    expect(ok).toHaveLength(capacity);
    expect(refused).toHaveLength(n - capacity);
    for (const response of refused) expect(response.json().error).toMatchObject({ code: 'sold_out', message: 'AGOTADO' });
    const rows = await registrationsOf(t, eventId);
    expect(rows.filter((row) => row.state === 'confirmed')).toHaveLength(capacity);
    const bibs = rows.map((row) => row.bib).sort((a, b) => a! - b!);
    expect(bibs).toEqual(Array.from({ length: capacity }, (_, i) => 101 + i));
    expect((await counterOf(t, eventId)).taken).toBe(capacity);
  }, 180_000);

  // PGlite has one session: everything is serialized and there is no race to show.
  it.runIf(kind === 'postgres')('control run: without the lock the same burst oversells (the race is real)', async () => {
    const capacity = 10;
    const eventId = await createRegistrationEvent(t, { capacity });
    capacityLockTestHooks.lockDisabled = true;
    capacityLockTestHooks.raceWindowMs = 20;
    const { ok } = await burst(t, eventId, 50);
    const confirmed = (await registrationsOf(t, eventId)).filter((row) => row.state === 'confirmed');
    expect(ok.length).toBeGreaterThan(capacity);
    expect(confirmed.length).toBeGreaterThan(capacity);
    expect((await counterOf(t, eventId)).taken).toBeGreaterThan(capacity);
  }, 120_000);

  it('a code with 5 uses under 40 simultaneous redemptions is redeemed at most 5 times', async () => {
    const eventId = await createRegistrationEvent(t, { codes: [{ code: 'CINCO', kind: 'percent', value: 50, maxUses: 5 }] });
    const { ok, refused } = await burst(t, eventId, 40, () => registrationBody({ discountCode: 'cinco' }));
    expect(ok).toHaveLength(5);
    for (const response of refused) expect(response.json().error.message).toBe('Este código ya alcanzó su límite de usos');
    const code = await t.db.selectFrom('discountCodes').select('used').where('eventId', '=', eventId).executeTakeFirstOrThrow();
    expect(code.used).toBe(5);
    expect((await registrationsOf(t, eventId)).filter((row) => row.discountCodeId !== null)).toHaveLength(5);
  }, 120_000);

  it('the same Idempotency-Key retried in series and at once: one registration, one provider order', async () => {
    const eventId = await createRegistrationEvent(t);
    const ordersBefore = sandbox.orders.size;
    const body = registrationBody();
    const series = [];
    for (let i = 0; i < 3; i += 1) series.push(await postRegistration(t, eventId, body, 'retried-in-series-0001'));
    const concurrentBody = registrationBody({ payment: { method: 'oxxo_cash' } });
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => postRegistration(t, eventId, concurrentBody, 'retried-at-once-0001')));
    for (const group of [series, concurrent]) {
      expect(group.map((r) => r.statusCode)).toEqual(group.map(() => 201));
      const answers = group.map((r) => r.json().registration);
      expect(new Set(answers.map((a) => a.id)).size).toBe(1);
      expect(new Set(answers.map((a) => a.bib)).size).toBe(1);
    }
    expect(concurrent[0]!.json().registration.cashSlip.reference).toBe(concurrent[4]!.json().registration.cashSlip.reference);
    expect(await registrationsOf(t, eventId)).toHaveLength(2);
    expect(sandbox.orders.size - ordersBefore).toBe(2);
    const payments = await t.db.selectFrom('payments').innerJoin('registrations', 'registrations.id', 'payments.registrationId').select('payments.id').where('registrations.eventId', '=', eventId).execute();
    expect(payments).toHaveLength(2);
  }, 60_000);
});
