import { messages, fill } from '@dorsal/core';
import type { Db } from '../../../db/database.ts';
import type { PaymentRow } from '../payments.repository.ts';
import { mailTypes, registrationMail } from '../../registration/registration-mailer.ts';
import type { ProviderOutcome, SettlePayment } from './settlement.ts';
import { confirmCardPayment } from '../../registration/register/graph.repository.ts';
import type { RegistrationRow } from '../../registration/registration.repository.ts';

/** Names the mails need, when the caller has them at hand (the registration request). */
export interface KnownNames {
  eventName: string;
  modalityName: string;
  timeZone: string;
}

export type Recorded = { registration: RegistrationRow; payment: PaymentRow } | null;

/**
 * Records what the provider answered to a charge. A card paid at once, with the names at hand, is
 * confirmed in one guarded statement (confirmCardPayment); anything else, or a payment that moved
 * meanwhile, goes through `settlePayment` (a transaction on the locked payment row). Returns the rows
 * as they are now when known without reading, else null (the caller reads them).
 */
export function createRecordOutcome(deps: { db: Db; settlePayment: SettlePayment; baseUrl: string }) {
  return async function recordOutcome(registration: RegistrationRow, payment: PaymentRow, outcome: ProviderOutcome, names?: KnownNames): Promise<Recorded> {
    if (outcome.status === 'paid' && names) {
      const facts = { ...registration, ...names, state: 'confirmed', amountCents: payment.amountCents, cashReference: null, expiresAt: null, cashBarcodeUrl: null };
      const card = outcome.card ?? null;
      const done = await confirmCardPayment(deps.db, {
        paymentId: payment.id,
        registrationId: registration.id,
        providerOrderId: outcome.providerOrderId,
        card,
        description: fill(messages.registrationServer.changeLog.paid, { method: messages.registrationServer.methods[payment.method] }),
        mail: { ...registrationMail(mailTypes.paid, facts, deps.baseUrl), type: mailTypes.paid },
      });
      if (done) {
        return {
          registration: { ...registration, state: 'confirmed', confirmedAt: done.paidAt },
          payment: { ...payment, status: 'paid', paidAt: done.paidAt, providerOrderId: done.providerOrderId, operationId: done.providerOrderId, cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null },
        };
      }
    }
    await deps.settlePayment(payment.id, outcome);
    return null;
  };
}
export type RecordOutcome = ReturnType<typeof createRecordOutcome>;
