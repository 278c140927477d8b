import { messages, type AccountView } from '@dorsal/core';
import type { Db } from '../../../db/database.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { RequireEventAccess } from '../../events/event-access.ts';
import type { PaymentsRepository } from '../../payments/payments.repository.ts';
import type { RegistrationTransitions } from '../../payments/outcomes/registration-transitions.ts';
import type { RegistrationRepository } from '../registration.repository.ts';

const t = messages.registrationServer;

interface Deps {
  db: Db;
  registrations: RegistrationRepository;
  payments: PaymentsRepository;
  transitions: RegistrationTransitions;
  requireEventAccess: RequireEventAccess;
}

/**
 * POST /api/events/:id/registrations/:key/release: the event's staff (owner, organizer managers) and
 * admins give back the place and bib a pending OXXO registration holds (lib/capacity-lock.ts
 * `releasePlace`), recorded in its change log. Anybody else gets the same 404 as a missing event; an
 * unknown key or a registration of another event, 404; a registration no longer pending, 409.
 */
export function createReleaseCashSlip({ db, registrations, payments, transitions, requireEventAccess }: Deps) {
  return async function releaseCashSlip(eventId: number, publicKey: string, user: AccountView) {
    await requireEventAccess({ user, eventId, allow: 'releaseRegistrations' });
    const registration = await registrations.findByPublicKey(publicKey);
    if (!registration || registration.eventId !== eventId) throw notFound(t.notFound);
    const { id: paymentId } = await payments.forRegistration(registration.id);
    const outcome = await db.transaction().execute(async (trx) => transitions.release(trx, await payments.lock(trx, paymentId), user.id));
    if (outcome !== 'released') throw new AppError(409, 'not_pending_cash_slip', t.notPendingCashSlip);
  };
}
export type ReleaseCashSlip = ReturnType<typeof createReleaseCashSlip>;
