import type { FormValues } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import { jsonText, parseJson } from './json-text.ts';

/** The reads behind a confirmation document (registration, event, modality, category, payment, lines). */
export function createConfirmationRepository(db: Db) {
  return {
    async load(publicKey: string) {
      const row = await db
        .selectFrom('registrations')
        .selectAll()
        .select(jsonText('registrations.form_values').as('formValuesJson'))
        .where('publicKey', '=', publicKey)
        .executeTakeFirst();
      if (!row) return undefined;
      const { formValuesJson, ...rest } = row;
      const registration = { ...rest, formValues: parseJson<FormValues>(formValuesJson) ?? {} };
      const [event, modality, category, payment, lines, settings] = await Promise.all([
        db
          .selectFrom('events')
          .select(['id', 'name', 'logoUrl', 'eventDate', 'startTime', 'timeZone', 'place', 'city', 'privacyLink'])
          .where('id', '=', registration.eventId)
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
          .select(jsonText('registration_lines.form_values').as('formValuesJson'))
          .where('registrationId', '=', registration.id)
          .orderBy('position')
          .execute()
          .then((lines) => lines.map(({ formValuesJson, ...line }) => ({ ...line, formValues: parseJson<FormValues>(formValuesJson) }))),
        db.selectFrom('eventRegistrationSettings').select('bibDesign').where('eventId', '=', registration.eventId).executeTakeFirst(),
      ]);
      return { registration, event, modality, category, payment, lines, bibDesign: settings?.bibDesign ?? {} };
    },
  };
}
export type ConfirmationRepository = ReturnType<typeof createConfirmationRepository>;
export type ConfirmationData = NonNullable<Awaited<ReturnType<ConfirmationRepository['load']>>>;
