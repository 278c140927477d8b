import type { Updateable } from 'kysely';
import type { Trx } from '../../../db/database.ts';
import type { EventRegistrationSettingsTable } from '../../../db/schema.ts';

type Changes = Omit<Updateable<EventRegistrationSettingsTable>, 'eventId' | 'updatedAt'>;

/** The registration defaults of an event that has no settings row yet: both payment methods, pesos, no fields. */
const defaults = { paymentMethods: JSON.stringify(['card', 'oxxo_cash']), currencies: JSON.stringify([]), formFields: JSON.stringify([]), bibDesign: JSON.stringify({}) };

/** Writes some of an event's registration settings, creating its row with the defaults when it has none. */
export async function saveEventRegistrationSettings(trx: Trx, eventId: number, changes: Changes) {
  await trx
    .insertInto('eventRegistrationSettings')
    .values({ ...defaults, ...changes, eventId })
    .onConflict((c) => c.column('eventId').doUpdateSet({ ...changes, updatedAt: new Date() }))
    .execute();
}
