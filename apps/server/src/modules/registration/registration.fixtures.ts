import { sql } from 'kysely';
import type { FieldDefinition, Product } from '@dorsal/core';
import { demoEventImport, demoModality } from '../../db/seed/demo-event-builder.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { RegistrationSetupInput } from './setup/setup.ts';

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${(counter += 1)}`;

export const playera: Product = {
  code: 'playera',
  name: 'Playera',
  unitCents: 25_000,
  maxQuantity: 1,
  formFields: [{ id: 'talla', label: 'Talla', type: 'select', required: true, options: [{ label: 'M', value: 'M' }, { label: 'G', value: 'G' }] }],
};

/**
 * A small event open for registration: one modality '10K' (price 500.00 MXN, bibs from 101), a
 * required 'Contacto de emergencia' field, the playera, MXN + USD, both payment methods.
 */
export async function createRegistrationEvent(
  t: Pick<TestApp, 'services'>,
  options: {
    capacity?: number | null;
    price?: number;
    codes?: RegistrationSetupInput['discountCodes'];
    /** Fields after 'Contacto de emergencia'. */
    moreFields?: FieldDefinition[];
    /** Products after the playera. */
    moreProducts?: Product[];
  } = {},
) {
  const eventDate = '2027-06-13';
  const eventId = await t.services.imports.createEvent(
    demoEventImport(
      {
        name: `Carrera de prueba ${unique()}`,
        eventDate,
        startTime: '07:00',
        timeZone: 'America/Mexico_City',
        place: 'Parque',
        city: 'Puebla',
        country: 'México',
        hasWebsite: false,
        ageAtEventDate: true,
        status: 'registration',
        timing: { showAll: true, showDns: true, hideControls: false, videos: [] },
      },
      [demoModality({ code: '10K', name: '10 km', description: '', minutes: [30, 90], athletes: 0, controls: [] }, 0, `${eventDate}T13:00:00.000Z`)],
      [],
      [],
    ),
    null,
  );
  await t.services.registration.setup({
    eventId,
    settings: {
      currencies: [
        { code: 'MXN', kind: 'base', rate: 1, label: 'Pesos mexicanos', showMxnEquivalent: false },
        { code: 'USD', kind: 'other', rate: 20, label: 'Dólares', showMxnEquivalent: true },
      ],
      formFields: [{ id: 'contactoEmergencia', label: 'Contacto de emergencia', type: 'text', required: true }, ...(options.moreFields ?? [])],
    },
    modalities: [
      {
        code: '10K',
        capacity: options.capacity === undefined ? null : options.capacity,
        firstBib: 101,
        priceWindows: [{ from: '2026-01-01', to: '2027-06-12', prices: { precio_1: options.price ?? 50_000 } }],
        products: [playera, ...(options.moreProducts ?? [])],
      },
    ],
    discountCodes: options.codes ?? [],
  });
  return eventId;
}

/** A valid registration body (a 36-year-old woman in Libre, paying by card unless overridden). */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  const n = unique();
  return {
    athlete: { firstNames: 'Lucía', lastNames: 'Torres Gómez', email: `lucia.${n}@ejemplo.mx`, phone: '5512345678', birthDate: '1990-05-17', gender: 'F' },
    modalityCode: '10K',
    categoryCode: 'LIB',
    fields: { contactoEmergencia: 'Pedro Torres' },
    payment: { method: 'card', token: 'tok_test_visa_4242' },
    ...overrides,
  };
}

export const newKey = () => `key-${unique()}-${Math.random().toString(36).slice(2)}`;

export function postRegistration(t: Pick<TestApp, 'app'>, eventId: number, body: unknown, key: string | null = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/registrations`,
    headers: key ? { 'idempotency-key': key } : {},
    payload: body as Record<string, unknown>,
  });
}

/** Counts that must not move when a request is refused. */
export async function snapshot(t: Pick<TestApp, 'db'>, eventId: number) {
  const count = async (table: 'registrations' | 'payments' | 'outboxMails' | 'registrationChanges') =>
    (await t.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n;
  const counter = await t.db.selectFrom('modalityCounters').select(['taken', 'nextBib', 'releasedCount']).where('eventId', '=', eventId).execute();
  const codes = await t.db.selectFrom('discountCodes').select(['code', 'used']).where('eventId', '=', eventId).orderBy('code').execute();
  return {
    registrations: await count('registrations'),
    payments: await count('payments'),
    mails: await count('outboxMails'),
    changes: await count('registrationChanges'),
    counter,
    codes,
  };
}

export function counterOf(t: Pick<TestApp, 'db'>, eventId: number) {
  return t.db.selectFrom('modalityCounters').selectAll().where('eventId', '=', eventId).executeTakeFirstOrThrow();
}

export function registrationsOf(t: Pick<TestApp, 'db'>, eventId: number) {
  return t.db.selectFrom('registrations').selectAll().where('eventId', '=', eventId).orderBy('id').execute();
}

/** Mails of a registration by spec type (1, 4, 5). */
export async function mailTypesOf(t: Pick<TestApp, 'db'>, publicKey: string): Promise<number[]> {
  const rows = await t.db
    .selectFrom('registrationMails')
    .innerJoin('registrations', 'registrations.id', 'registrationMails.registrationId')
    .select('registrationMails.type')
    .where('registrations.publicKey', '=', publicKey)
    .orderBy('registrationMails.id')
    .execute();
  return rows.map((row) => row.type);
}
