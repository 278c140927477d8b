import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStaffRole } from '@dorsal/core';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../../../test/demo-app.ts';
import { testDatabases } from '../../../../test/test-app.ts';

const base = { required: false, width: 12, hideInPublic: false, hideFor: [] };
const form = {
  fields: [
    { ...base, id: 'contactoEmergencia', label: 'Contacto de emergencia', type: 'text', required: true },
    { ...base, id: 'curp', label: 'CURP', type: 'text', required: true, pattern: '^[A-Z]{4}\\d{6}[HM][A-Z]{5}[A-Z0-9]\\d$', patternMessage: 'Escribe tu CURP de 18 caracteres', width: 6 },
    { ...base, id: 'club', label: 'Club', type: 'select', options: [{ label: 'Sin club', value: 'ninguno' }, { label: 'Correcaminos', value: 'correcaminos' }], width: 6 },
    { ...base, id: 'recibo', label: 'Folio del recibo', type: 'text', hideInPublic: true, hideFor: ['clientManager'] },
  ],
};

describe.each(testDatabases)("the event's registration form on %s", (kind) => {
  let t: SignedInDemoApp;
  let url: string;
  let eventId: number;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.monterrey!;
    url = `/api/manage/events/${eventId}/form-fields`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'PUT', payload?: unknown, cookie: string | null = t.cookies.organizer) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const stored = async () => ({
    fields: (await t.db.selectFrom('eventRegistrationSettings').select('formFields').where('eventId', '=', eventId).executeTakeFirstOrThrow()).formFields,
    log: (await t.db.selectFrom('eventChanges').select('id').where('eventId', '=', eventId).execute()).length,
  });

  it('saves the fields in order; the wizard asks for them, checks the pattern with its message, and hides the staff-only one', async () => {
    const saved = await send('PUT', form);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().fields.map((f: { id: string }) => f.id)).toEqual(['contactoEmergencia', 'curp', 'club', 'recibo']);
    expect((await send('GET')).json()).toEqual(saved.json());
    const definitions = (await stored()).fields;
    expect(definitions.map((f) => f.order)).toEqual([0, 1, 2, 3]);
    expect(definitions[2]).not.toHaveProperty('pattern');

    const options = (await t.app.inject({ url: `/api/events/${eventId}/registration` })).json().registration;
    expect(options.formFields.map((f: { id: string }) => f.id)).toEqual(['contactoEmergencia', 'curp', 'club']);

    const body = (curp: string) => ({
      athlete: { firstNames: 'Lucía', lastNames: 'Torres', email: `lucia.${Date.now()}.${curp.length}@ejemplo.mx`, phone: '5512345678', birthDate: '1990-05-17', gender: 'F' },
      modalityCode: '10K',
      categoryCode: 'LIB',
      fields: { contactoEmergencia: 'Pedro', curp, club: 'correcaminos' },
      payment: { method: 'card', token: 'tok_test_visa_4242' },
    });
    const register = (curp: string) =>
      t.app.inject({ method: 'POST', url: `/api/events/${eventId}/registrations`, headers: { 'idempotency-key': `form-${curp}-${Date.now()}` }, payload: body(curp) });
    const refused = await register('nope');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['fields.curp']).toBe('Escribe tu CURP de 18 caracteres');
    expect((await register('TOGL900517MDFRRC09')).statusCode).toBe(201);
  });

  it('logs a change once: saving the same form again writes nothing', async () => {
    const before = await stored();
    expect((await send('PUT', form)).statusCode).toBe(200);
    expect(await stored()).toEqual(before);
    const actions = await t.db.selectFrom('eventChanges').select('action').where('eventId', '=', eventId).where('action', '=', 'formFields').execute();
    expect(actions).toHaveLength(1);
  });

  it.each([
    ['a repeated key', { fields: [form.fields[0], { ...form.fields[1], id: 'CONTACTOEMERGENCIA' }] }, 'fields.1.id', 'Ya hay un campo con esa clave'],
    ['a key with spaces', { fields: [{ ...form.fields[0], id: 'contacto de emergencia' }] }, 'fields.0.id', 'Usa letras, números o _ y empieza con una letra (máximo 40)'],
    ['a broken regular expression', { fields: [{ ...form.fields[1], pattern: '([A-Z' }] }, 'fields.0.pattern', 'La expresión regular no es válida'],
    ['a list without options', { fields: [{ ...form.fields[2], options: [] }] }, 'fields.0.options', 'Agrega al menos una opción'],
    ['a minimum above the maximum', { fields: [{ ...base, id: 'edadClub', label: 'Años en el club', type: 'number', min: 10, max: 2 }] }, 'fields.0.max', 'El mínimo debe ser menor o igual al máximo'],
    ['an empty label', { fields: [{ ...form.fields[0], label: ' ' }] }, 'fields.0.label', 'Campo requerido'],
  ])('refuses %s with its Spanish message and changes nothing', async (_name, payload, field, message) => {
    const before = await stored();
    const response = await send('PUT', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it.each<[EventStaffRole | 'athlete' | 'stranger' | 'guest', number, number]>([
    ['organizerManager', 200, 200],
    ['clientManager', 200, 404],
    ['pointOfSale', 200, 404],
    ['athlete', 404, 404],
    ['stranger', 404, 404],
    ['guest', 401, 401],
  ])('%s: reads %i, saves %i (a refusal changes nothing)', async (caller, read, write) => {
    const athleteId = t.demo.accounts['atleta@dorsal.mx']!;
    await t.db.deleteFrom('eventStaff').where('eventId', '=', eventId).where('userId', '=', athleteId).execute();
    let cookie: string | null = caller === 'stranger' ? t.cookies.stranger : caller === 'guest' ? null : t.cookies.athlete;
    if (caller !== 'athlete' && caller !== 'stranger' && caller !== 'guest') {
      await t.db.insertInto('eventStaff').values({ eventId, userId: athleteId, role: caller }).execute();
      cookie = t.cookies.athlete;
    }
    const before = await stored();
    expect((await send('GET', undefined, cookie)).statusCode).toBe(read);
    const response = await send('PUT', { fields: form.fields.slice(0, 2) }, cookie);
    expect(response.statusCode).toBe(write);
    if (write !== 200) expect(await stored()).toEqual(before);
    else expect((await send('PUT', form, cookie)).statusCode).toBe(200); // back as it was
    await t.db.deleteFrom('eventStaff').where('eventId', '=', eventId).where('userId', '=', athleteId).execute();
  });
});
