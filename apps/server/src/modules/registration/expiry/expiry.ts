import type { Db } from '../../../db/database.ts';
import type { PaymentsRepository } from '../../payments/payments.repository.ts';
import type { RegistrationTransitions } from '../../payments/outcomes/registration-transitions.ts';

/**
 * The cash-slip expiry sweep (recurring job `registration.expire-due`, every minute; tests call it with their own `now`). Pending
 * payments past their deadline (OXXO slips after 48 h, unanswered card holds after 30 min) expire:
 * the registration becomes `expired`, its place, bib and discount use are given back, rows stay.
 * One transaction per payment, claimed with SKIP LOCKED: sweeps on several instances never expire
 * one twice, and a payment being confirmed at that moment (its row locked) is left alone.
 */
export function createExpireDueRegistrations(deps: { db: Db; payments: PaymentsRepository; transitions: RegistrationTransitions }) {
  return async function expireDueRegistrations(options: { now?: Date; limit?: number } = {}): Promise<number> {
    const now = options.now ?? new Date();
    const limit = options.limit ?? 500;
    let expired = 0;
    for (let round = 0; round < limit; round += 1) {
      const result = await deps.db.transaction().execute(async (trx) => {
        const payment = await deps.payments.claimExpired(trx, now);
        return payment ? deps.transitions.expire(trx, payment) : null;
      });
      if (result === null) break;
      if (result === 'expired') expired += 1;
    }
    return expired;
  };
}
export type ExpireDueRegistrations = ReturnType<typeof createExpireDueRegistrations>;
