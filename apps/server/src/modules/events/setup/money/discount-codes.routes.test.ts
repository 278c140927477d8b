import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../../../test/demo-app.ts';
import { testDatabases } from '../../../../test/test-app.ts';

describe.each(testDatabases)('discount codes run by organizers on %s', (kind) => {
  let t: SignedInDemoApp;
  let base: string;
  let eventId: number;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.monterrey!;
    base = `/api/manage/events/${eventId}/discount-codes`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown, cookie = t.cookies.organizer) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('lists the codes with their uses, creates one, and refuses a repeated or malformed code in Spanish', async () => {
    const before = (await send('GET', base)).json().codes;
    expect(before.map((code: { code: string }) => code.code)).toContain('DORSAL10');
    const created = await send('POST', base, { code: 'amigos-2027', kind: 'amount', value: 5000, maxUses: 20, validTo: '2027-12-31' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().code).toEqual({
      code: 'AMIGOS-2027', kind: 'amount', value: 5000, maxUses: 20, used: 0, validFrom: null, validTo: '2027-12-31', modalityCodes: null, scope: 'order', active: true,
    });
    const repeated = await send('POST', base, { code: 'AMIGOS-2027', kind: 'percent', value: 10, maxUses: null });
    expect(repeated.json().error.fields.code).toBe('Ya existe el código AMIGOS-2027 en este evento');
    const bad = await send('POST', base, { code: 'x', kind: 'percent', value: 120, maxUses: 0 });
    expect(bad.json().error.fields).toMatchObject({
      code: 'Usa de 3 a 30 letras, números, guiones o guiones bajos',
    });
  });

  it('limits a code to the inscription and to some modalities: the quote follows; an unknown modality is refused', async () => {
    const created = await send('POST', base, { code: 'SOLO21', kind: 'percent', value: 50, maxUses: null, scope: 'registration', modalityCodes: ['21K'] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().code).toMatchObject({ scope: 'registration', modalityCodes: ['21K'] });
    const quote = (modalityCode: string) =>
      t.app
        .inject({
          method: 'POST',
          url: `/api/events/${eventId}/registration/quote`,
          payload: { modalityCode, discountCode: 'solo21', products: [{ code: 'medalla', quantity: 1, fields: {} }] },
        })
        .then((r) => r.json());
    const half = await quote('21K');
    const inscription = half.order.lines.find((l: { code: string }) => l.code === 'insc').unit.cents;
    expect(half.order.discount.cents).toBe(inscription / 2); // the medal is not discounted
    expect((await quote('10K')).discount.applied).toBe(false);
    const unknown = await send('POST', base, { code: 'SOLO42', kind: 'percent', value: 50, maxUses: null, modalityCodes: ['42K'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.modalityCodes).toBe('Esa modalidad no existe en el evento');
  });

  it('switches a code off and on: an athlete cannot use it while off, and its uses are kept', async () => {
    await t.db.updateTable('discountCodes').set({ used: 7 }).where('eventId', '=', eventId).where('code', '=', 'AMIGOS-2027').execute();
    const off = await send('PATCH', `${base}/amigos-2027`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().code).toMatchObject({ active: false, used: 7 });
    const quote = () =>
      t.app.inject({ method: 'POST', url: `/api/events/${eventId}/registration/quote`, payload: { modalityCode: '10K', discountCode: 'amigos-2027' } });
    expect((await quote()).json().discount.applied).toBe(false);
    const on = await send('PATCH', `${base}/AMIGOS-2027`, { active: true });
    expect(on.json().code).toMatchObject({ active: true, used: 7 });
    expect((await quote()).json().discount).toEqual({ applied: true, message: 'Código aplicado' });
    const logged = await t.db.selectFrom('eventChanges').select('action').where('eventId', '=', eventId).where('action', '=', 'discountCode').execute();
    expect(logged).toHaveLength(4); // two codes created, one switched off and on
  });

  it('edits a code: new terms for new registrations, uses kept, never a limit below the uses; nothing half-saved', async () => {
    const terms = { code: 'AMIGOS-2027', kind: 'amount', value: 10_000, maxUses: 10, validFrom: null, validTo: '2027-02-01', scope: 'order', modalityCodes: ['10K', '21K'] };
    const edited = await send('PUT', `${base}/amigos-2027`, terms);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().code).toMatchObject({ ...terms, used: 7, active: true });
    const quote = (await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/registration/quote`, payload: { modalityCode: '10K', discountCode: 'AMIGOS-2027' } })).json();
    expect(quote.order.discount.cents).toBe(10_000);
    const before = (await send('GET', base)).json().codes;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...terms, maxUses: 6 }, 'maxUses', 'El código ya se usó 7 veces: el límite no puede ser menor'],
      [{ ...terms, code: 'OTRO-2027' }, 'code', 'El código no se puede renombrar; crea uno nuevo'],
      [{ ...terms, modalityCodes: ['42K'] }, 'modalityCodes', 'Esa modalidad no existe en el evento'],
      [{ ...terms, validFrom: '2027-03-01' }, 'validTo', 'La fecha de inicio debe ser anterior a la de finalización'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await send('PUT', `${base}/AMIGOS-2027`, body);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().error.fields?.[field], refused.body).toBe(message);
    }
    expect((await send('GET', base)).json().codes).toEqual(before);
    expect((await send('PUT', `${base}/NOEXISTE`, { ...terms, code: 'NOEXISTE' })).statusCode).toBe(404);
  });

  it('lets only the owner, organizer managers and admins change codes (others: 404)', async () => {
    for (const cookie of [t.cookies.athlete, t.cookies.stranger]) {
      expect((await send('GET', base, undefined, cookie)).statusCode).toBe(404);
      expect((await send('PATCH', `${base}/DORSAL10`, { active: false }, cookie)).statusCode).toBe(404);
      expect((await send('PUT', `${base}/DORSAL10`, { code: 'DORSAL10', kind: 'percent', value: 50, maxUses: null }, cookie)).statusCode).toBe(404);
      expect((await send('POST', base, { code: 'OTRO123', kind: 'percent', value: 5, maxUses: null }, cookie)).statusCode).toBe(404);
    }
    expect((await send('PATCH', `${base}/NOEXISTE`, { active: false })).statusCode).toBe(404);
  });
});
