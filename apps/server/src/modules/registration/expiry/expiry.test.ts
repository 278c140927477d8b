import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxPayments } from '../../../adapters/payments/sandbox/sandbox-provider.ts';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { counterOf, createRegistrationEvent, mailTypesOf, postRegistration, registrationBody, registrationsOf } from '../registration.fixtures.ts';

const hours = (h: number) => new Date(Date.now() + h * 3_600_000);

describe.each(testDatabases)('cash-slip expiry and late payments on %s', (kind) => {
  let t: TestApp;
  const sandbox = createSandboxPayments();
  const oxxo = () => registrationBody({ payment: { method: 'oxxo_cash' } });
  const register = async (eventId: number, body = oxxo()) => {
    const response = await postRegistration(t, eventId, body);
    expect(response.statusCode).toBe(201);
    return response.json().registration;
  };
  const expiredChanges = async (eventId: number) =>
    t.db
      .selectFrom('registrationChanges')
      .innerJoin('registrations', 'registrations.id', 'registrationChanges.registrationId')
      .select(['registrations.publicKey', 'registrationChanges.action'])
      .where('registrations.eventId', '=', eventId)
      .where('registrationChanges.action', '=', 'expired')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(kind, { payments: sandbox });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps pending slips before 48 h and expires them after, freeing place, bib and code use; rows stay', async () => {
    const eventId = await createRegistrationEvent(t, { capacity: 10, codes: [{ code: 'MITAD', kind: 'percent', value: 50, maxUses: 10 }] });
    const pending = await register(eventId, registrationBody({ payment: { method: 'oxxo_cash' }, discountCode: 'MITAD' }));
    expect(await t.services.registration.expireDueRegistrations({ now: hours(47) })).toBe(0);
    expect(await t.services.registration.expireDueRegistrations({ now: hours(49) })).toBe(1);
    const [row] = await registrationsOf(t, eventId);
    expect(row).toMatchObject({ publicKey: pending.id, state: 'expired', bib: null, releasedBib: pending.bib });
    expect(await counterOf(t, eventId)).toMatchObject({ taken: 0, releasedCount: 1 });
    expect((await t.db.selectFrom('discountCodes').select('used').where('eventId', '=', eventId).executeTakeFirstOrThrow()).used).toBe(0);
    const payment = await t.db.selectFrom('payments').select('status').where('registrationId', '=', row!.id).executeTakeFirstOrThrow();
    expect(payment.status).toBe('expired');
    const next = await register(eventId, registrationBody());
    expect(next.bib).toBe(pending.bib); // a released bib is given to the next athlete
  });

  it('two sweeps at once expire each registration exactly once and never touch a paid one', async () => {
    const eventId = await createRegistrationEvent(t, { capacity: 40 });
    const pending = await Promise.all(Array.from({ length: 12 }, () => register(eventId)));
    const paidByCard = await register(eventId, registrationBody());
    const paidSlip = await register(eventId);
    await sandbox.markCashPaid(paidSlip.cashSlip.reference);
    const swept = await Promise.all([1, 2].map(() => t.services.registration.expireDueRegistrations({ now: hours(49) })));
    expect(swept[0]! + swept[1]!).toBe(12);
    const changes = await expiredChanges(eventId);
    expect(changes.map((c) => c.publicKey).sort()).toEqual(pending.map((p) => p.id).sort());
    const rows = await registrationsOf(t, eventId);
    expect(rows.filter((row) => row.state === 'expired')).toHaveLength(12);
    expect(rows.find((row) => row.publicKey === paidByCard.id)?.state).toBe('confirmed');
    expect(rows.find((row) => row.publicKey === paidSlip.id)?.state).toBe('confirmed');
    expect(await counterOf(t, eventId)).toMatchObject({ taken: 2, releasedCount: 12 });
    expect(await t.services.registration.expireDueRegistrations({ now: hours(49) })).toBe(0);
  }, 60_000);

  it('a late payment after expiry confirms again when there is room', async () => {
    const eventId = await createRegistrationEvent(t, { capacity: 2 });
    const late = await register(eventId);
    await t.services.registration.expireDueRegistrations({ now: hours(49) });
    await sandbox.markCashPaid(late.cashSlip.reference);
    const [row] = await registrationsOf(t, eventId);
    expect(row).toMatchObject({ state: 'confirmed', bib: late.bib, releasedBib: null });
    expect(await counterOf(t, eventId)).toMatchObject({ taken: 1, releasedCount: 0 });
    expect(await mailTypesOf(t, late.id)).toEqual([1, 5, 4]);
  });

  it('a late payment with no room left is flagged refund_due for a person to resolve', async () => {
    const eventId = await createRegistrationEvent(t, { capacity: 1 });
    const late = await register(eventId);
    await t.services.registration.expireDueRegistrations({ now: hours(49) });
    const other = await register(eventId, registrationBody());
    expect(other.state).toBe('confirmed');
    await sandbox.markCashPaid(late.cashSlip.reference);
    const rows = await registrationsOf(t, eventId);
    expect(rows.find((row) => row.publicKey === late.id)).toMatchObject({ state: 'expired', bib: null });
    const payment = await t.db.selectFrom('payments').select('status').where('registrationId', '=', rows[0]!.id).executeTakeFirstOrThrow();
    expect(payment.status).toBe('refund_due');
    expect(await counterOf(t, eventId)).toMatchObject({ taken: 1 });
    expect(await mailTypesOf(t, late.id)).toEqual([1, 5]);
  });
});
