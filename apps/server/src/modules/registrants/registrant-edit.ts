import {
  editableRegistrantFields,
  fieldChangeAction,
  fill,
  messages,
  validateFormValues,
  type AccountView,
  type FormValues,
  type RegistrantEdit,
} from '@dorsal/core';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RegistrationsTable } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RegistrantAccess } from './registrant-access.ts';
import type { RegistrantDetailReader } from './registrant-detail.ts';
import { canOn } from './registrant-detail.ts';
import { registrantFields } from './registrant-detail.ts';
import { moveRegistrant } from './registrant-move.ts';
import type { RegistrantsRepository } from './registrants.repository.ts';
import { announceRegistrants } from '../registration/registrants-topic.ts';

const t = messages.registrants;
const fieldLabels = {
  firstNames: t.columns.names,
  lastNames: t.columns.lastNames,
  paternalSurname: t.columns.paternalSurname,
  maternalSurname: t.columns.maternalSurname,
  email: t.columns.email,
  phone: t.columns.phone,
  birthDate: t.columns.birthDate,
} as const;

const sameValue = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

/**
 * Staff correct a registrant: every field that differs is written with its change-log row (who, when, before and
 * after) in one transaction on the locked registration; nothing differing answers 'No hubo cambios'. A deleted
 * registrant is read-only until restored.
 */
export function createRegistrantEdit(deps: { db: Db; repository: RegistrantsRepository; access: RegistrantAccess; detail: RegistrantDetailReader }) {
  const { repository } = deps;
  return async function edit(user: AccountView, eventId: number, registrantId: number, body: RegistrantEdit) {
    const { access } = await deps.access.registrant(user, eventId, registrantId, 'editRegistrants');
    const changed = await deps.db.transaction().execute(async (trx) => {
      const current = await repository.lock(trx, eventId, registrantId);
      if (!current) throw notFound();
      if (current.deletedAt !== null) throw new AppError(409, 'registrant_deleted', t.errors.deletedReadOnly);
      const form = await repository.formOf(eventId, current.modalityId, trx);
      if (form.separateSurnames && body.lastNames !== undefined) throw new AppError(400, 'surnames_separate', t.errors.surnamesSeparate, { lastNames: t.errors.surnamesSeparate });
      if (!form.separateSurnames && (body.paternalSurname !== undefined || body.maternalSurname !== undefined)) {
        throw new AppError(400, 'surnames_joined', t.errors.surnamesJoined, { paternalSurname: t.errors.surnamesJoined });
      }

      const values: Updateable<RegistrationsTable> = {};
      const log: { action: string; description: string }[] = [];
      for (const field of editableRegistrantFields) {
        const next = body[field];
        if (next === undefined || sameValue(next, current[field])) continue;
        values[field] = next;
        log.push({ action: fieldChangeAction[field], description: fill(t.changeDescriptions.field, { field: fieldLabels[field], before: current[field] ?? '', after: next }) });
      }
      if (form.separateSurnames && (values.paternalSurname !== undefined || values.maternalSurname !== undefined)) {
        values.lastNames = `${values.paternalSurname ?? current.paternalSurname ?? ''} ${values.maternalSurname ?? current.maternalSurname ?? ''}`.trim();
      }

      if (body.formValues !== undefined) {
        const fields = await registrantFields(repository, eventId, current.modalityId, trx);
        const stored = (current.formValues ?? {}) as FormValues;
        const validation = validateFormValues(fields, { ...stored, ...body.formValues }, { channel: 'point_of_sale', role: access.role });
        if (!validation.valid) throw new AppError(400, 'invalid_fields', t.errors.fieldsInvalid, validation.errors);
        const differing = fields.filter((field) => !sameValue(validation.values[field.id], stored[field.id]));
        if (differing.length > 0) {
          const next: FormValues = { ...stored };
          for (const field of fields) {
            const value = validation.values[field.id];
            if (value === undefined) delete next[field.id]; // an optional answer cleared
            else next[field.id] = value;
          }
          values.formValues = JSON.stringify(next);
          const described = differing.map((field) => `${field.label}: «${String(stored[field.id] ?? '')}» → «${String(validation.values[field.id] ?? '')}»`);
          log.push({ action: 'formValues', description: fill(t.changeDescriptions.formValues, { fields: described.join('; ') }) });
        }
      }

      if (body.modalityCode !== undefined || body.branch !== undefined || body.categoryCode !== undefined) {
        const move = await moveRegistrant(trx, repository, current, body);
        Object.assign(values, move.values);
        log.push(...move.log);
      }

      if (log.length === 0) return false;
      await repository.update(trx, registrantId, values);
      await repository.logChanges(trx, registrantId, user.id, log);
      await announceRegistrants(trx, eventId);
      return true;
    });
    const can = canOn(access);
    return { changed, message: changed ? t.toasts.saved : t.toasts.noChanges, detail: await deps.detail(eventId, registrantId, can) };
  };
}
