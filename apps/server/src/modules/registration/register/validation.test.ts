import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.ts';
import { createRegistrationEvent, postRegistration, registrationBody, snapshot } from '../registration.fixtures.ts';

const athlete = registrationBody().athlete;

/** Each case: a change to the valid body, the status, the Spanish message, the field it names (and that field's own message). */
const cases: Array<[string, Record<string, unknown>, number, string, string | null, string?]> = [
  ['an email with a space', { athlete: { ...athlete, email: 'lucia torres@ejemplo.mx' } }, 400, 'Campo requerido; no puede incluir espacios', 'athlete.email'],
  ['a short phone', { athlete: { ...athlete, phone: '55123' } }, 400, 'Mínimo 10 dígitos (solo números)', 'athlete.phone'],
  ['a birth date out of format', { athlete: { ...athlete, birthDate: '17/05/1990' } }, 400, 'Revisa el formato (AAAA-MM-DD)', 'athlete.birthDate'],
  ['no first names', { athlete: { ...athlete, firstNames: ' ' } }, 400, 'Campo requerido', 'athlete.firstNames'],
  ['a required extra field left empty', { fields: {} }, 400, 'El campo Contacto de emergencia es un campo requerido', 'fields.contactoEmergencia', 'Campo requerido'],
  ['a category that does not fit the age', { categoryCode: 'JUV' }, 400, 'La modalidad seleccionada no tiene categorías disponibles para tu edad y género', 'categoryCode'],
  ['an unknown modality', { modalityCode: '42K' }, 400, 'Elige una distancia válida', 'modalityCode'],
  ['a second playera', { products: [{ code: 'playera', quantity: 2, fields: { talla: 'M' } }] }, 400, 'Este producto ya fue agregado y permite una sola unidad', 'products.0.quantity'],
  ['a playera without its size', { products: [{ code: 'playera', quantity: 1 }] }, 400, 'El campo Talla es un campo requerido', 'products.0.fields.talla', 'Campo requerido'],
  ['an unknown discount code', { discountCode: 'NOEXISTE' }, 400, 'Código inválido, intenta de nuevo', 'discountCode'],
  ['a currency not offered', { currency: 'EUR' }, 400, 'Esta moneda no está disponible para este evento', 'currency'],
  ['no payment method for a paid order', { payment: { method: 'none' } }, 400, 'Elige un método de pago', 'payment.method'],
];

describe.each(testDatabases)('registration validation on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    eventId = await createRegistrationEvent(t, { capacity: 10, codes: [{ code: 'DORSAL10', kind: 'percent', value: 10, maxUses: 5 }] });
    expect((await postRegistration(t, eventId, registrationBody())).statusCode).toBe(201); // something to keep unchanged
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it.each(cases)('refuses %s with the spec’s message and changes nothing', async (_name, change, status, message, field, fieldMessage) => {
    const before = await snapshot(t, eventId);
    const response = await postRegistration(t, eventId, registrationBody(change));
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBe(message);
    if (field) expect(response.json().error.fields?.[field]).toBe(fieldMessage ?? message);
    expect(await snapshot(t, eventId)).toEqual(before);
  });

  it('asks for the Idempotency-Key header', async () => {
    const before = await snapshot(t, eventId);
    const response = await postRegistration(t, eventId, registrationBody(), null);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('idempotency_key_required');
    expect(await snapshot(t, eventId)).toEqual(before);
  });

  it('refuses a retried key that carries other data', async () => {
    const body = registrationBody();
    const first = await postRegistration(t, eventId, body, 'same-key-other-data');
    expect(first.statusCode).toBe(201);
    const before = await snapshot(t, eventId);
    const other = await postRegistration(t, eventId, { ...body, fields: { contactoEmergencia: 'Otra persona' } }, 'same-key-other-data');
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_conflict');
    expect(await snapshot(t, eventId)).toEqual(before);
  });
});
