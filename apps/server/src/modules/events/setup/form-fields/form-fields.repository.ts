import type { FieldDefinition } from '@dorsal/core';
import type { Db, DbExecutor, Trx } from '../../../../db/database.ts';
import { saveEventRegistrationSettings } from '../event-registration-settings.repository.ts';

/** The event's extra form fields (eventRegistrationSettings.formFields, validated jsonb). */
export function createFormFieldsRepository(db: Db) {
  return {
    async find(eventId: number, executor: DbExecutor = db): Promise<FieldDefinition[]> {
      const row = await executor.selectFrom('eventRegistrationSettings').select('formFields').where('eventId', '=', eventId).executeTakeFirst();
      return row?.formFields ?? [];
    },

    /** Creates the settings row with the registration defaults when the event has none yet. */
    async save(trx: Trx, eventId: number, fields: readonly FieldDefinition[]) {
      await saveEventRegistrationSettings(trx, eventId, { formFields: JSON.stringify(fields) });
    },
  };
}
export type FormFieldsRepository = ReturnType<typeof createFormFieldsRepository>;
