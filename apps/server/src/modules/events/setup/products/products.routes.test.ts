import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInDemoApp, type SignedInDemoApp } from '../../../../test/demo-app.ts';
import { testDatabases } from '../../../../test/test-app.ts';

const talla = { id: 'talla', label: 'Talla', type: 'select', required: true, options: [{ label: 'M', value: 'M' }, { label: 'G', value: 'G' }], width: 12, hideInPublic: false, hideFor: [] };
const playera = { code: 'playera', name: 'Playera técnica', description: 'Dry-fit', unitCents: 30_000, maxQuantity: 1, color: '#ff6600', hideInPublic: false, modalityCodes: ['10K', '21K'], formFields: [talla] };
const transporte = { code: 'transporte', name: 'Transporte a la salida', description: '', unitCents: 8_000, maxQuantity: null, color: null, hideInPublic: true, modalityCodes: ['21K'], formFields: [] };

describe.each(testDatabases)("the event's products on %s", (kind) => {
  let t: SignedInDemoApp;
  let url: string;
  let eventId: number;
  beforeAll(async () => {
    t = await createSignedInDemoApp(kind);
    eventId = t.demo.events.monterrey!;
    url = `/api/manage/events/${eventId}/products`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'GET' | 'PUT', payload?: unknown, cookie: string | null = t.cookies.organizer) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const stored = async () => ({
    products: await t.db.selectFrom('modalityRegistrationSettings').select(['modalityId', 'products']).where('eventId', '=', eventId).orderBy('modalityId').execute(),
    log: (await t.db.selectFrom('eventChanges').select('id').where('eventId', '=', eventId).execute()).length,
  });
  const offered = async (modalityCode: string, desk = false) => {
    const options = desk
      ? (await t.app.inject({ url: `/api/manage/events/${eventId}/desk/registration`, headers: { cookie: t.cookies.organizer } })).json().registration
      : (await t.app.inject({ url: `/api/events/${eventId}/registration` })).json().registration;
    return options.modalities.find((m: { code: string }) => m.code === modalityCode).products.map((p: { code: string }) => p.code);
  };

  it('lists the demo products once each, with every modality that offers them', async () => {
    const view = (await send('GET')).json();
    expect(view.modalities.map((m: { code: string }) => m.code)).toEqual(['5K', '10K', '21K']);
    expect(view.products.map((p: { code: string; modalityCodes: string[] }) => [p.code, p.modalityCodes])).toEqual([
      ['playera', ['5K', '10K', '21K']],
      ['medalla', ['5K', '10K', '21K']],
    ]);
  });

  it('saves the products per modality; the wizard offers them there, the desk also the point-of-sale one; an order checks the product form', async () => {
    const saved = await send('PUT', { products: [playera, transporte] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().products.map((p: { code: string }) => p.code)).toEqual(['playera', 'transporte']);
    expect(await offered('5K')).toEqual([]);
    expect(await offered('10K')).toEqual(['playera']);
    expect(await offered('21K')).toEqual(['playera']);
    expect(await offered('21K', true)).toEqual(['playera', 'transporte']);

    const quote = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/registration/quote`, payload: { modalityCode: '10K', products: [{ code: 'playera', quantity: 1, fields: { talla: 'G' } }] } });
    expect(quote.json().order.lines.find((l: { code: string }) => l.code === 'producto-playera')).toMatchObject({ unit: { cents: 30_000 } });
    const noSize = await t.app.inject({ method: 'POST', url: `/api/events/${eventId}/registration/quote`, payload: { modalityCode: '10K', products: [{ code: 'playera', quantity: 1 }] } });
    expect(noSize.statusCode).toBe(400);
    expect(noSize.json().error.message).toBe('El campo Talla es un campo requerido');

    const before = await stored();
    expect((await send('PUT', { products: [playera, transporte] })).statusCode).toBe(200);
    expect(await stored()).toEqual(before); // the same products again: nothing written, nothing logged
  });

  it.each([
    ['a repeated code', { products: [playera, { ...transporte, code: 'PLAYERA' }] }, 'products.1.code', 'Ya hay un producto con ese código'],
    ['a negative price', { products: [{ ...playera, unitCents: -100 }] }, 'products.0.unitCents', 'Escribe un precio válido en pesos'],
    ['no modality', { products: [{ ...playera, modalityCodes: [] }] }, 'products.0.modalityCodes', 'Elige al menos una modalidad'],
    ['a modality the event does not have', { products: [{ ...playera, modalityCodes: ['42K'] }] }, 'products.0.modalityCodes', 'Esa modalidad no existe en el evento'],
    ['a bad colour', { products: [{ ...playera, color: 'naranja' }] }, 'products.0.color', 'Elige un color válido (#RRGGBB)'],
    ['a maximum of 0', { products: [{ ...playera, maxQuantity: 0 }] }, 'products.0.maxQuantity', 'El máximo va de 1 a 99'],
    ['a product field list without options', { products: [{ ...playera, formFields: [{ ...talla, options: [] }] }] }, 'products.0.formFields.0.options', 'Agrega al menos una opción'],
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
    await t.db.deleteFrom('eventStaff').where('eventId', '=', eventId).where('userId', '=', athleteId).execute();
    let cookie: string | null = caller === 'stranger' ? t.cookies.stranger : caller === 'guest' ? null : t.cookies.athlete;
    if (caller === 'clientManager' || caller === 'pointOfSale') {
      await t.db.insertInto('eventStaff').values({ eventId, userId: athleteId, role: caller }).execute();
      cookie = t.cookies.athlete;
    }
    const before = await stored();
    expect((await send('GET', undefined, cookie)).statusCode).toBe(read);
    expect((await send('PUT', { products: [] }, cookie)).statusCode).toBe(write);
    expect(await stored()).toEqual(before);
    await t.db.deleteFrom('eventStaff').where('eventId', '=', eventId).where('userId', '=', athleteId).execute();
  });
});
