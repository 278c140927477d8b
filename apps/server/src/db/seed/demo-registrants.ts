import { registrationBodySchema } from '@dorsal/core';
import type { BuiltApp } from '../../app.ts';
import type { Db } from '../database.ts';
import { backdateSeededRegistrations } from './demo-registrants.repository.ts';
import { personParts, seededRandom } from './demo-random.ts';

type Services = Pick<BuiltApp, 'services'>['services'];

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z]+/g, '.');

/**
 * Registrants for the organizer's Ingresos on `npm start` (not in the tests' demo): people registered for
 * Monterrey through the real registration path — most paid by card, some with an OXXO slip still pending,
 * some with the playera and its size, spread over the last seven weeks. The same people on every machine (seeded).
 */
export async function seedDemoRegistrants(services: Services, db: Db, events: Record<string, number>, count = 300) {
  const eventId = events.monterrey;
  if (eventId === undefined) return;
  const random = seededRandom(2027);
  for (let index = 0; index < count; index += 1) {
    const gender = random.next() < 0.45 ? 'F' : 'M';
    const person = personParts(random, gender);
    const year = random.int(1992, 2004);
    const oxxo = random.next() < 0.15;
    const playera = random.next() < 0.4;
    await services.registration.service.register({
      eventId,
      idempotencyKey: `seed-monterrey-${index + 1}`,
      user: null,
      body: registrationBodySchema.parse({
        athlete: {
          ...person,
          gender,
          email: `${plain(person.firstNames)}.${plain(person.lastNames)}.${index + 1}@ejemplo.mx`,
          phone: `81${String(10_000_000 + random.int(0, 89_999_999))}`,
          birthDate: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        },
        modalityCode: random.pick(['5K', '10K', '10K', '21K']),
        categoryCode: 'LIB',
        fields: { contactoEmergencia: `${personParts(random, random.next() < 0.5 ? 'F' : 'M').firstNames} (familia)`, club: random.next() < 0.3 ? random.pick(['Corredores Regios', 'Club Chipinque', 'Runners MTY']) : '' },
        products: playera ? [{ code: 'playera', quantity: 1, fields: { talla: random.pick(['CH', 'M', 'G', 'XG']) } }] : [],
        payment: oxxo ? { method: 'oxxo_cash' } : { method: 'card', token: 'tok_test_visa_4242' },
      }),
    });
  }
  await backdateSeededRegistrations(db, eventId, 'seed-monterrey-', 4);
}
