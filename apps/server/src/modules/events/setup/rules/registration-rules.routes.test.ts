import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../../../test/demo-app.ts';
import { testDatabases } from '../../../../test/test-app.ts';

describe.each(testDatabases)("the event's registration rules on %s", (kind) => {
  let t: SignedInDemoApp;
  let url: string;
  let eventId: number;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.monterrey!;
    url = `/api/manage/events/${eventId}/registration-rules`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'PUT', payload?: unknown, cookie = t.cookies.organizer) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('saves separate surnames, the age rule, lower categories, commission and payment methods, and the wizard follows', async () => {
    const rules = { separateSurnames: true, ageAtEventDate: false, lowerCategories: true, commissionRate: 0.05, paymentMethods: ['card'] };
    const saved = await send('PUT', rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send('GET')).json().rules).toEqual(rules);
    const options = (await t.app.inject({ url: `/api/events/${eventId}/registration` })).json().registration;
    expect(options).toMatchObject({ separateSurnames: true, ageAtEventDate: false });
    expect(options.paymentMethods).toEqual(['card']);
    await send('PUT', rules);
    const logged = await t.db.selectFrom('eventChanges').select('action').where('eventId', '=', eventId).where('action', '=', 'registrationRules').execute();
    expect(logged).toHaveLength(1);
  });

  it('refuses no payment method and a commission over 30 % in Spanish, and strangers get 404', async () => {
    const bad = await send('PUT', { separateSurnames: false, ageAtEventDate: true, lowerCategories: false, commissionRate: 0.5, paymentMethods: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ commissionRate: 'La comisión va de 0 a 30 %', paymentMethods: 'Elige al menos una forma de pago' });
    expect((await send('GET', undefined, t.cookies.athlete)).statusCode).toBe(404);
    expect((await send('PUT', { separateSurnames: false, ageAtEventDate: true, lowerCategories: false, commissionRate: null, paymentMethods: ['card'] }, t.cookies.stranger)).statusCode).toBe(404);
  });
});
