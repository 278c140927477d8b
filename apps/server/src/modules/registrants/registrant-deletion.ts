import { fill, messages, type AccountView } from '@dorsal/core';
import type { Db, Trx } from '../../db/database.ts';
import { releasePlace } from '../../lib/capacity-lock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { EventAction } from '../events/events.policy.ts';
import type { RegistrationRow } from '../registration/registration.repository.ts';
import type { RegistrantAccess } from './registrant-access.ts';
import type { RegistrantDetailReader } from './registrant-detail.ts';
import { canOn } from './registrant-detail.ts';
import type { RegistrantsRepository } from './registrants.repository.ts';
import { announceRegistrants } from '../registration/registrants-topic.ts';

const t = messages.registrants;
const conflict = (code: string, message: string) => new AppError(409, code, message);

/**
 * Deleting a registrant (action 1), reversing it (2) and releasing a deleted registrant's bib (20): each a guarded
 * change of the locked registration with its change-log row. A deleted registrant keeps its place and its bib
 * until the bib is released; then the bib goes to the modality's released bibs (the next registration takes the
 * smallest) and the deletion can no longer be reversed.
 */
export function createRegistrantDeletion(deps: { db: Db; repository: RegistrantsRepository; access: RegistrantAccess; detail: RegistrantDetailReader }) {
  const { repository } = deps;

  async function change(
    user: AccountView,
    eventId: number,
    registrantId: number,
    allow: EventAction,
    apply: (trx: Trx, current: RegistrationRow) => Promise<string>,
  ) {
    const { access } = await deps.access.registrant(user, eventId, registrantId, allow);
    const message = await deps.db.transaction().execute(async (trx) => {
      const current = await repository.lock(trx, eventId, registrantId);
      if (!current) throw notFound();
      const toast = await apply(trx, current);
      await announceRegistrants(trx, eventId);
      return toast;
    });
    const can = canOn(access);
    return { message, detail: await deps.detail(eventId, registrantId, can) };
  }

  return {
    remove: (user: AccountView, eventId: number, registrantId: number) =>
      change(user, eventId, registrantId, 'editRegistrants', async (trx, current) => {
        if (current.deletedAt !== null) throw conflict('already_deleted', t.errors.alreadyDeleted);
        await repository.update(trx, current.id, { deletedAt: new Date(), deletedBy: user.id });
        await repository.logChanges(trx, current.id, user.id, [{ action: 'deleted', description: t.changeDescriptions.deleted }]);
        return t.toasts.deleted;
      }),

    restore: (user: AccountView, eventId: number, registrantId: number) =>
      change(user, eventId, registrantId, 'editRegistrants', async (trx, current) => {
        if (current.bibReleasedAt !== null) throw conflict('bib_released', t.errors.releasedCannotRestore);
        if (current.deletedAt === null) throw conflict('not_deleted', t.errors.notDeletedRestore);
        await repository.update(trx, current.id, { deletedAt: null, deletedBy: null });
        await repository.logChanges(trx, current.id, user.id, [{ action: 'restored', description: t.changeDescriptions.restored }]);
        return t.toasts.restored;
      }),

    releaseBib: (user: AccountView, eventId: number, registrantId: number) =>
      change(user, eventId, registrantId, 'releaseBibs', async (trx, current) => {
        if (current.deletedAt === null) throw conflict('not_deleted', t.errors.notDeleted);
        if (current.bib === null) throw conflict('no_bib', t.errors.noBibToRelease);
        await releasePlace(trx, current.modalityId, current.bib); // last lock taken: registration row → counter
        await repository.update(trx, current.id, { bib: null, releasedBib: current.bib, bibReleasedAt: new Date() });
        await repository.logChanges(trx, current.id, user.id, [{ action: 'bibReleased', description: fill(t.changeDescriptions.bibReleased, { bib: String(current.bib) }) }]);
        return t.toasts.bibReleased;
      }),

    /** A mail already sent, queued again (same type, recorded in 'Correos enviados'). */
    resendMail: (user: AccountView, eventId: number, registrantId: number, mailId: number) =>
      change(user, eventId, registrantId, 'editRegistrants', async (trx, current) => {
        if (!(await repository.resendMail(trx, current.id, mailId))) throw notFound();
        return t.toasts.mailResent;
      }),
  };
}
export type RegistrantDeletion = ReturnType<typeof createRegistrantDeletion>;
