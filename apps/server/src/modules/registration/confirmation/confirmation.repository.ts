import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** The reads behind a confirmation document (registration, event, modality, category, payment, lines). */
export function createConfirmationRepository(db: Db) {
  return {
    async load(publicKey: string) {
      const registration = await db.selectFrom('registrations').selectAll().where('publicKey', '=', publicKey).executeTakeFirst();
      if (!registration) return undefined;
      const [event, modality, category, payment, lines, settings] = await Promise.all([
        db
          .selectFrom('events')
          .leftJoin('organizers as o', 'o.id', 'events.organizerId')
          .select(['events.id', 'events.name', 'events.logoUrl', 'events.eventDate', 'events.startTime', 'events.timeZone', 'events.place', 'events.city', 'events.isTest'])
          .select(sql<string | null>`coalesce(events.privacy_link, o.privacy_link)`.as('privacyLink'))
          .where('events.id', '=', registration.eventId)
          .executeTakeFirstOrThrow(),
        db.selectFrom('modalities').select(['code', 'name']).where('id', '=', registration.modalityId).executeTakeFirstOrThrow(),
        db
          .selectFrom('categories')
          .select(['code', 'name'])
          .where('modalityId', '=', registration.modalityId)
          .where('branch', '=', registration.branch)
          .where('code', '=', registration.categoryCode)
          .executeTakeFirst(),
        db.selectFrom('payments').selectAll().where('registrationId', '=', registration.id).orderBy('id', 'desc').executeTakeFirstOrThrow(),
        db
          .selectFrom('registrationLines')
          .selectAll()
          .where('registrationId', '=', registration.id)
          .orderBy('position')
          .execute(),
        db.selectFrom('eventRegistrationSettings').select('bibDesign').where('eventId', '=', registration.eventId).executeTakeFirst(),
      ]);
      return { registration, event, modality, category, payment, lines, bibDesign: settings?.bibDesign ?? {} };
    },
  };
}
export type ConfirmationRepository = ReturnType<typeof createConfirmationRepository>;
export type ConfirmationData = NonNullable<Awaited<ReturnType<ConfirmationRepository['load']>>>;
