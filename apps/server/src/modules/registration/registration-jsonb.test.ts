import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.ts';
import { createConfirmationRepository } from './confirmation/confirmation.repository.ts';
import { createRegistrationConfigRepository } from './register/config.repository.ts';
import { createRegistrationEvent, playera, postRegistration, registrationBody } from './registration.fixtures.ts';

// jsonb keys are data (price keys, field ids): the CamelCasePlugin must hand them back exactly as stored.
describe.each(testDatabases)('jsonb keys kept as stored on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('reads snake_case price keys and field ids back unchanged, and prices and confirms with them', async () => {
    const eventId = await createRegistrationEvent(t);
    const size = { ...playera.formFields![0]!, id: 'talla_playera' };
    await t.services.registration.setup({
      eventId,
      settings: { formFields: [{ id: 'contacto_emergencia', label: 'Contacto de emergencia', type: 'text', required: true }] },
      modalities: [
        {
          code: '10K',
          capacity: null,
          firstBib: 101,
          priceWindows: [{ from: '2026-01-01', to: '2027-06-12', prices: { precio_1: 50_000, precio_2: 40_000 } }],
          categoryPriceKeys: { LIB: 'precio_2' },
          products: [{ ...playera, formFields: [size] }],
        },
      ],
    });

    const [modality] = await createRegistrationConfigRepository(t.db).modalities(eventId);
    expect(modality!.priceWindows[0]!.prices).toEqual({ precio_1: 50_000, precio_2: 40_000 });
    expect(modality!.categoryPriceKeys).toEqual({ LIB: 'precio_2' });
    expect(modality!.products[0]!.formFields![0]!.id).toBe('talla_playera');

    const body = registrationBody({
      fields: { contacto_emergencia: 'Pedro Torres' },
      products: [{ code: 'playera', quantity: 1, fields: { talla_playera: 'G' } }],
    });
    const response = await postRegistration(t, eventId, body);
    expect(response.statusCode).toBe(201);

    const data = await createConfirmationRepository(t.db).load(response.json().registration.id);
    expect(data!.registration.formValues).toEqual({ contacto_emergencia: 'Pedro Torres' });
    expect(data!.registration.subtotalCents).toBe(40_000 + playera.unitCents);
    expect(data!.lines.find((line) => line.code === 'producto-playera')!.formValues).toEqual({ talla_playera: 'G' });
  });
});
