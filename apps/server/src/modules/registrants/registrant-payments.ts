import { fill, messages, type AccountView } from '@dorsal/core';
import type { Db, Trx } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { EventAction } from '../events/events.policy.ts';
import type { RegistrationTransitions } from '../payments/outcomes/registration-transitions.ts';
import type { PaymentRow, PaymentsRepository } from '../payments/payments.repository.ts';
import { announceRegistrants } from '../registration/registrants-topic.ts';
import type { RegistrantAccess } from './registrant-access.ts';
import type { RegistrantDetailReader } from './registrant-detail.ts';
import { canOn } from './registrant-detail.ts';
import type { RegistrantsRepository } from './registrants.repository.ts';

const t = messages.registrants;
const methods = messages.registrationServer.methods;
const amount = (payment: PaymentRow) => `$${(Number(payment.amountCents) / 100).toFixed(2)} ${payment.currency}`;

/**
 * Money staff handle by hand, from 'Detalle Pago': an OXXO or cash payment taken at the desk is marked paid (the
 * registration is confirmed as a webhook would; an expired one only with room, else the money is owed back), and a
 * refund given is recorded. Each on the locked payment row (lock order payment → registration → counter), with who,
 * when and the reference in the change log.
 */
export function createRegistrantPayments(deps: {
  db: Db;
  repository: RegistrantsRepository;
  access: RegistrantAccess;
  detail: RegistrantDetailReader;
  payments: PaymentsRepository;
  transitions: RegistrationTransitions;
}) {
  async function act(user: AccountView, eventId: number, registrantId: number, paymentId: number, allow: EventAction, apply: (trx: Trx, payment: PaymentRow) => Promise<string>) {
    const { access } = await deps.access.registrant(user, eventId, registrantId, allow);
    if (!(await deps.repository.payments(registrantId)).some((payment) => payment.id === paymentId)) throw notFound();
    const message = await deps.db.transaction().execute(async (trx) => {
      const toast = await apply(trx, await deps.payments.lock(trx, paymentId));
      await announceRegistrants(trx, eventId);
      return toast;
    });
    return { message, detail: await deps.detail(eventId, registrantId, canOn(access)) };
  }

  return {
    markPaid: (user: AccountView, eventId: number, registrantId: number, paymentId: number, reference: string) =>
      act(user, eventId, registrantId, paymentId, 'markCashPaid', async (trx, payment) => {
        if (payment.method === 'card' || (payment.status !== 'pending' && payment.status !== 'expired')) throw new AppError(409, 'not_markable', t.errors.notMarkable);
        const result = await deps.transitions.confirmPaid(trx, payment, { providerOrderId: null });
        if (result === 'unchanged') throw new AppError(409, 'not_markable', t.errors.notMarkable);
        await deps.payments.update(trx, payment.id, { operationId: reference });
        await deps.repository.logChanges(trx, registrantId, user.id, [
          { action: 'payment_marked', description: fill(t.changeDescriptions.paymentMarked, { amount: amount(payment), method: methods[payment.method], reference }) },
        ]);
        return result === 'refund_due' ? messages.registrationServer.changeLog.refundDue : t.toasts.markedPaid;
      }),

    refund: (user: AccountView, eventId: number, registrantId: number, paymentId: number, reference: string) =>
      act(user, eventId, registrantId, paymentId, 'recordRefunds', async (trx, payment) => {
        if (payment.status !== 'paid' && payment.status !== 'refund_due') throw new AppError(409, 'not_refundable', t.errors.notRefundable);
        await deps.payments.update(trx, payment.id, { status: 'refunded' });
        await deps.repository.logChanges(trx, registrantId, user.id, [{ action: 'refunded', description: fill(t.changeDescriptions.refunded, { amount: amount(payment), reference }) }]);
        return t.toasts.refunded;
      }),
  };
}
