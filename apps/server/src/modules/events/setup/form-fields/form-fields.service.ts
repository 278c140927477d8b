import { isDeepStrictEqual } from 'node:util';
import { fieldDefinitionsOf, formFieldSetupOf, formFieldSetupSchema, type AccountView, type EventFormSetup } from '@dorsal/core';
import type { Db } from '../../../../db/database.ts';
import type { RequireEventAccess } from '../../event-access.ts';
import type { EventSetupRepository } from '../event/event-setup.repository.ts';
import type { FormFieldsRepository } from './form-fields.repository.ts';

/**
 * 'Formulario': the event's extra fields in order. Saved whole (validated by core's schema at the route), logged with
 * before and after; 'hidden' fields that came with an import carry fixed values and stay as they are.
 */
export function createFormFieldsService(deps: {
  db: Db;
  fields: FormFieldsRepository;
  setup: EventSetupRepository;
  requireEventAccess: RequireEventAccess;
  onChanged?: (eventId: number) => void;
}) {
  const editable = (stored: Awaited<ReturnType<FormFieldsRepository['find']>>) =>
    stored.filter((field) => field.type !== 'hidden').map((field) => formFieldSetupSchema.parse(formFieldSetupOf(field)));

  return {
    async get(user: AccountView, eventId: number): Promise<EventFormSetup> {
      await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      return { fields: editable(await deps.fields.find(eventId)) };
    },

    async save(user: AccountView, eventId: number, form: EventFormSetup): Promise<EventFormSetup> {
      const saved = await deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        const stored = await deps.fields.find(eventId, trx);
        const next = [...fieldDefinitionsOf(form.fields), ...stored.filter((field) => field.type === 'hidden')];
        if (isDeepStrictEqual(stored, next)) return stored;
        await deps.fields.save(trx, eventId, next);
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'formFields', changes: { before: stored, after: next } });
        return next;
      });
      deps.onChanged?.(eventId);
      return { fields: editable(saved) };
    },
  };
}
export type FormFieldsService = ReturnType<typeof createFormFieldsService>;
