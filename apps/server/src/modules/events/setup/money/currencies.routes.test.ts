import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../../../test/demo-app.ts';
import { testDatabases } from '../../../../test/test-app.ts';

const dollars = { code: 'usd', label: 'Dólares', rate: 18.5, showMxnEquivalent: true };

describe.each(testDatabases)("the event's currencies on %s", (kind) => {
  let t: SignedInDemoApp;
  let url: string;
  let eventId: number;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.monterrey!;
    url = `/api/manage/events/${eventId}/currencies`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'PUT', payload?: unknown, cookie: string | null = t.cookies.organizer) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const stored = async () => ({
    currencies: (await t.db.selectFrom('eventRegistrationSettings').select('currencies').where('eventId', '=', eventId).executeTakeFirstOrThrow()).currencies,
    log: (await t.db.selectFrom('eventChanges').select('id').where('eventId', '=', eventId).execute()).length,
  });

  it('keeps pesos as the base and offers the others at their rate: the wizard quotes in dollars, charging pesos', async () => {
    const saved = await send('PUT', { mxnLabel: 'Pesos mexicanos', others: [dollars] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ mxnLabel: 'Pesos mexicanos', others: [{ ...dollars, code: 'USD' }] });
    expect((await stored()).currencies.map((c) => [c.code, c.kind, c.rate])).toEqual([['MXN', 'base', 1], ['USD', 'other', 18.5]]);
    const options = (await t.app.inject({ url: `/api/events/${eventId}/registration` })).json().registration;
    expect(options.currencies.map((c: { code: string }) => c.code)).toEqual(['MXN', 'USD']);
    const quote = (await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/registration/quote`, payload: { modalityCode: '10K', currency: 'USD' } })).json();
    expect(quote.order.currency).toBe('USD');
    expect(quote.order.charge.text).toContain('MXN');

    const before = await stored();
    expect((await send('PUT', { mxnLabel: 'Pesos mexicanos', others: [dollars] })).statusCode).toBe(200);
    expect(await stored()).toEqual(before); // unchanged: nothing written, nothing logged
  });

  it.each([
    ['MXN among the others', { mxnLabel: 'Pesos', others: [{ ...dollars, code: 'mxn' }] }, 'others.0.code', 'Los pesos ya son la moneda base'],
    ['a code that is not 3 letters', { mxnLabel: 'Pesos', others: [{ ...dollars, code: 'dólar' }] }, 'others.0.code', 'Escribe el código de 3 letras (por ejemplo USD)'],
    ['a rate of 0', { mxnLabel: 'Pesos', others: [{ ...dollars, rate: 0 }] }, 'others.0.rate', 'Escribe cuántos pesos vale una unidad (mayor que 0)'],
    ['a repeated currency', { mxnLabel: 'Pesos', others: [dollars, { ...dollars, label: 'Otra vez' }] }, 'others.1.code', 'Esa moneda ya está en la lista'],
    ['no peso label', { mxnLabel: ' ', others: [] }, 'mxnLabel', 'Campo requerido'],
  ])('refuses %s with its Spanish message and changes nothing', async (_name, payload, field, message) => {
    const before = await stored();
    const response = await send('PUT', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['clientManager', 200, 404],
    ['pointOfSale', 200, 404],
    ['athlete', 404, 404],
    ['stranger', 404, 404],
    ['guest', 401, 401],
  ] as const)('%s: reads %i, saves %i, and a refusal changes nothing', async (caller, read, write) => {
    const athleteId = t.demo.accounts['atleta@dorsal.mx']!;
    let cookie: string | null = caller === 'stranger' ? t.cookies.stranger : caller === 'guest' ? null : t.cookies.athlete;
    if (caller === 'clientManager' || caller === 'pointOfSale') {
      await t.db.insertInto('eventStaff').values({ eventId, userId: athleteId, role: caller }).execute();
      cookie = t.cookies.athlete;
    }
    const before = await stored();
    expect((await send('GET', undefined, cookie)).statusCode).toBe(read);
    expect((await send('PUT', { mxnLabel: 'Pesos', others: [] }, cookie)).statusCode).toBe(write);
    expect(await stored()).toEqual(before);
    await t.db.deleteFrom('eventStaff').where('eventId', '=', eventId).where('userId', '=', athleteId).execute();
  });
});
