import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStaffRole } from '@dorsal/core';
import { signUpBody } from '../../../test/fixtures.ts';
import { cookieHeader, createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { createRegistrationEvent, mailTypesOf, newKey, postRegistration, registrationBody, snapshot } from '../registration.fixtures.ts';

const sellerOnly = { id: 'folioTienda', label: 'Folio de la tienda', type: 'text' as const, hideInPublic: true, required: true };
const notForSellers = { id: 'notasInternas', label: 'Notas internas', type: 'text' as const, required: false, hideFor: ['pointOfSale' as const] };
const medal = { code: 'medalla', name: 'Medalla grabada', unitCents: 10_000, maxQuantity: 1, hideInPublic: true };

describe.each(testDatabases)('registration at the point of sale on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let seller: { id: string; cookie: string };

  async function staffAccount(role: EventStaffRole | null) {
    const response = await t.app.inject({ method: 'POST', url: '/api/accounts', payload: signUpBody() });
    expect(response.statusCode, response.body).toBe(201);
    const cookie = cookieHeader(response.headers['set-cookie']);
    const id = (await t.app.inject({ url: '/api/session', headers: { cookie } })).json().user.id as string;
    if (role) await t.db.insertInto('eventStaff').values({ eventId, userId: id, role }).execute();
    return { id, cookie };
  }

  const desk = (path: string, cookie: string, init: { method?: 'GET' | 'POST'; payload?: unknown; key?: string } = {}) =>
    t.app.inject({
      method: init.method ?? 'GET',
      url: `/api/manage/events/${eventId}/desk/${path}`,
      headers: { cookie, ...(init.key ? { 'idempotency-key': init.key } : {}) },
      ...(init.payload ? { payload: init.payload as Record<string, unknown> } : {}),
    });
  const deskBody = (overrides: Record<string, unknown> = {}) =>
    registrationBody({ fields: { contactoEmergencia: 'Pedro Torres', folioTienda: 'T-17' }, payment: { method: 'cash' }, ...overrides });

  beforeAll(async () => {
    t = await createTestApp(kind);
    eventId = await createRegistrationEvent(t, {
      capacity: 3,
      moreFields: [sellerOnly, notForSellers],
      moreProducts: [medal],
      codes: [{ code: 'CORTESIA', kind: 'percent', value: 100, maxUses: 5 }],
    });
    seller = await staffAccount('pointOfSale');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('offers staff the fields and products hidden from the public, without the fields hidden from their role', async () => {
    const publicFields = (await t.app.inject({ url: `/api/events/${eventId}/registration` })).json().registration;
    expect(publicFields.formFields.map((f: { id: string }) => f.id)).toEqual(['contactoEmergencia', 'notasInternas']);
    expect(publicFields.modalities[0].products.map((p: { code: string }) => p.code)).toEqual(['playera']);

    const atDesk = (await desk('registration', seller.cookie)).json().registration;
    expect(atDesk.formFields.map((f: { id: string }) => f.id)).toEqual(['contactoEmergencia', 'folioTienda']);
    expect(atDesk.modalities[0].products.map((p: { code: string }) => p.code)).toEqual(['playera', 'medalla']);
    expect(atDesk.commissionRate).toBe(0);
    expect(atDesk.paymentMethods).toEqual([]);

    const manager = await staffAccount('organizerManager');
    const managerFields = (await desk('registration', manager.cookie)).json().registration.formFields;
    expect(managerFields.map((f: { id: string }) => f.id)).toEqual(['contactoEmergencia', 'folioTienda', 'notasInternas']);
  });

  it('quotes without the online commission', async () => {
    const body = { modalityCode: '10K', categoryCode: 'LIB', products: [{ code: 'medalla', quantity: 1 }] };
    const online = (await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/registration/quote`, payload: { ...body, products: [] } })).json();
    expect(online.order.commission.cents).toBeGreaterThan(0);
    const quote = (await desk('registration/quote', seller.cookie, { method: 'POST', payload: body })).json();
    expect(quote.order.commission.cents).toBe(0);
    expect(quote.order.lines.map((line: { code: string }) => line.code)).toEqual(['insc', 'producto-medalla']); // no 'Comisión OnLine' line
    expect(quote.order.total.cents).toBe(60_000);
  });

  it('registers someone paid in cash, as the staff member’s, with mail type 2 and the change log; a retry answers the same', async () => {
    const key = newKey();
    const body = deskBody({ products: [{ code: 'medalla', quantity: 1 }] });
    const response = await desk('registrations', seller.cookie, { method: 'POST', payload: body, key });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json().registration;
    expect(answer.state).toBe('confirmed');
    expect(answer.bib).toBe(101);
    expect(answer.payment).toMatchObject({ status: 'paid', method: 'cash', channel: 'point_of_sale', amountCents: 60_000 });

    const row = await t.db.selectFrom('registrations').selectAll().where('publicKey', '=', answer.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: 'point_of_sale', userId: seller.id, commissionCents: 0, totalCents: 60_000, state: 'confirmed' });
    expect(row.formValues).toEqual({ contactoEmergencia: 'Pedro Torres', folioTienda: 'T-17' });
    const payment = await t.db.selectFrom('payments').selectAll().where('registrationId', '=', row.id).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ channel: 'point_of_sale', provider: 'none', method: 'cash', status: 'paid' });
    expect(payment.paidAt).not.toBeNull();
    expect(await mailTypesOf(t, answer.id)).toEqual([2]);
    const change = await t.db.selectFrom('registrationChanges').selectAll().where('registrationId', '=', row.id).executeTakeFirstOrThrow();
    expect(change).toMatchObject({ action: 'created', userId: seller.id, description: 'Inscripción en punto de venta, cobro de $600.00 MXN en efectivo' });
    const mail = await t.db.selectFrom('outboxMails').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toContain('tu inscripción a');
    expect(mail.textBody).toContain('en efectivo');

    const before = await snapshot(t, eventId);
    const again = await desk('registrations', seller.cookie, { method: 'POST', payload: body, key });
    expect(again.statusCode).toBe(201);
    expect(again.json().registration.id).toBe(answer.id);
    expect(await snapshot(t, eventId)).toEqual(before);

    const list = (await t.app.inject({ url: `/api/manage/events/${eventId}/registrants`, headers: { cookie: seller.cookie } })).json();
    expect(list.registrants.map((r: { key: string }) => r.key)).toEqual([answer.id]);
    expect(list.registrants[0]).toMatchObject({ channel: 'point_of_sale', status: 'Pagado en efectivo' });
  });

  it('checks the staff-only field and refuses what the public route would not take, changing nothing', async () => {
    const before = await snapshot(t, eventId);
    const missing = await desk('registrations', seller.cookie, { method: 'POST', payload: deskBody({ fields: { contactoEmergencia: 'Pedro' } }), key: newKey() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields['fields.folioTienda']).toBe('Campo requerido');
    const card = await desk('registrations', seller.cookie, { method: 'POST', payload: deskBody({ payment: { method: 'card', token: 'tok_test_visa_4242' } }), key: newKey() });
    expect(card.statusCode).toBe(400);
    const cashOnline = await postRegistration(t, eventId, registrationBody({ payment: { method: 'cash' } }));
    expect(cashOnline.statusCode).toBe(400);
    const hiddenProductOnline = await postRegistration(t, eventId, registrationBody({ products: [{ code: 'medalla', quantity: 1 }] }));
    expect(hiddenProductOnline.statusCode).toBe(400);
    expect(await snapshot(t, eventId)).toEqual(before);
  });

  it('answers 404 to an account that is not staff of the event, and writes nothing', async () => {
    const outsider = await staffAccount(null);
    const before = await snapshot(t, eventId);
    expect((await desk('registration', outsider.cookie)).statusCode).toBe(404);
    expect((await desk('registrations', outsider.cookie, { method: 'POST', payload: deskBody(), key: newKey() })).statusCode).toBe(404);
    expect(await snapshot(t, eventId)).toEqual(before);
  });

  it('records an online registration fully covered by a code as type 3, with mail type 3', async () => {
    const response = await postRegistration(t, eventId, registrationBody({ discountCode: 'cortesia', payment: { method: 'none' } }));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json().registration;
    expect(answer.state).toBe('confirmed');
    expect(await mailTypesOf(t, answer.id)).toEqual([3]);
    const row = await t.db.selectFrom('registrations').select(['id', 'channel']).where('publicKey', '=', answer.id).executeTakeFirstOrThrow();
    expect(row.channel).toBe('online');
    const change = await t.db.selectFrom('registrationChanges').select('description').where('registrationId', '=', row.id).executeTakeFirstOrThrow();
    expect(change.description).toBe('Inscripción con código de inscripción (Código CORTESIA)');
  });

  it('never sells the desk past the modality’s places', async () => {
    const results = await Promise.all(
      [0, 1, 2].map(() => desk('registrations', seller.cookie, { method: 'POST', payload: deskBody(), key: newKey() })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]); // 3 places: the earlier desk and code registrations hold two
    const taken = await t.db.selectFrom('registrations').select('id').where('eventId', '=', eventId).where('state', '=', 'confirmed').execute();
    expect(taken).toHaveLength(3);
  });
});
