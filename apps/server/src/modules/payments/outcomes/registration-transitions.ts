import { messages, fill } from '@dorsal/core';
import type { CashSlip } from '../../../adapters/payments/payment-port.ts';
import { releasePlace, retakePlace } from '../../../lib/capacity-lock.ts';
import type { PaymentRow, PaymentsRepository } from '../payments.repository.ts';
import { mailTypes, type SendRegistrationMail } from '../../registration/registration-mailer.ts';
import type { RegistrationRepository, RegistrationRow } from '../../registration/registration.repository.ts';
import type { Trx } from '../../../db/database.ts';

const log = messages.registrationServer.changeLog;
const methodLabel = messages.registrationServer.methods;

export type TransitionResult = 'confirmed' | 'late_confirmed' | 'refund_due' | 'failed' | 'expired' | 'released' | 'slip_recorded' | 'unchanged';

/**
 * What a payment outcome does to a registration (STYLE habit 12). Every function expects the
 * payment row already locked by the caller (`payments.lock`), moves states with guarded updates,
 * writes the change log and the mail in the same transaction, and answers 'unchanged' when the
 * payment had already moved (repeated webhooks, a sweep that came first).
 * Lock order: payment → discount code → modality counter (lib/capacity-lock.ts).
 */
export function createRegistrationTransitions(deps: {
  registrations: RegistrationRepository;
  payments: PaymentsRepository;
  sendMail: SendRegistrationMail;
  /** Tells the event's Ingresos, in the same transaction (registration/registrants-topic.ts). */
  announce?: (trx: Trx, eventId: number) => Promise<void>;
}) {
  const { registrations, payments, sendMail } = deps;
  const announce = deps.announce ?? (async () => {});

  async function giveBack(trx: Trx, registration: RegistrationRow) {
    if (registration.discountCodeId !== null) await registrations.adjustDiscountUses(trx, registration.discountCodeId, -1);
    await releasePlace(trx, registration.modalityId, registration.bib);
  }

  type Change = { action: string; description: string; userId?: string };

  async function end(trx: Trx, payment: PaymentRow, to: 'expired' | 'canceled', paymentValues: Parameters<PaymentsRepository['update']>[2], change: Change) {
    const registration = await registrations.findById(payment.registrationId, trx);
    await payments.update(trx, payment.id, paymentValues);
    const moved = await registrations.transition(trx, registration.id, ['pending_payment'], { state: to, bib: null, releasedBib: registration.bib });
    if (moved) await giveBack(trx, registration);
    await registrations.logChange(trx, registration.id, change.action, change.description, change.userId);
    await announce(trx, registration.eventId);
  }

  return {
    /** The provider took the money: confirm; a late payment on an expired registration confirms only with room. */
    async confirmPaid(trx: Trx, payment: PaymentRow, details: { providerOrderId: string | null; card?: { brand: string; last4: string } }): Promise<TransitionResult> {
      if (payment.status !== 'pending' && payment.status !== 'expired') return 'unchanged';
      const registration = await registrations.findById(payment.registrationId, trx);
      const orderId = payment.providerOrderId ?? details.providerOrderId;
      const paid = { status: 'paid' as const, paidAt: new Date(), providerOrderId: orderId, operationId: orderId, cardBrand: details.card?.brand ?? payment.cardBrand, cardLast4: details.card?.last4 ?? payment.cardLast4 };
      if (registration.state === 'pending_payment') {
        await payments.update(trx, payment.id, paid);
        await registrations.transition(trx, registration.id, ['pending_payment'], { state: 'confirmed', confirmedAt: new Date() });
        await registrations.logChange(trx, registration.id, 'payment_received', fill(log.paid, { method: methodLabel[payment.method] }));
        await sendMail(trx, mailTypes.paid, registration.id);
        await announce(trx, registration.eventId);
        return 'confirmed';
      }
      if (registration.state !== 'expired') return 'unchanged';
      if (registration.discountCodeId !== null) await registrations.adjustDiscountUses(trx, registration.discountCodeId, 1);
      const place = await retakePlace(trx, registration.modalityId, registration.releasedBib);
      if (!place) {
        if (registration.discountCodeId !== null) await registrations.adjustDiscountUses(trx, registration.discountCodeId, -1);
        await payments.update(trx, payment.id, { ...paid, status: 'refund_due' });
        await registrations.logChange(trx, registration.id, 'refund_due', log.refundDue);
        await announce(trx, registration.eventId);
        return 'refund_due';
      }
      await payments.update(trx, payment.id, paid);
      await registrations.transition(trx, registration.id, ['expired'], { state: 'confirmed', confirmedAt: new Date(), bib: place.bib, releasedBib: null });
      await registrations.logChange(trx, registration.id, 'late_payment', fill(log.latePaid, { bib: String(place.bib) }));
      await sendMail(trx, mailTypes.paid, registration.id);
      await announce(trx, registration.eventId);
      return 'late_confirmed';
    },

    /** The card was declined (or the order refused): the registration is canceled, place, bib and code use given back. */
    async fail(trx: Trx, payment: PaymentRow, failure: { providerOrderId: string | null; messages: string[] }): Promise<TransitionResult> {
      if (payment.status !== 'pending') return 'unchanged';
      const values = { status: 'failed' as const, failureMessages: JSON.stringify(failure.messages), providerOrderId: payment.providerOrderId ?? failure.providerOrderId };
      await end(trx, payment, 'canceled', values, { action: 'payment_declined', description: fill(log.declined, { reason: failure.messages.join(' - ') }) });
      return 'failed';
    },

    /** The slip (or the card hold) lapsed unpaid: expired, place, bib and code use given back; rows stay. */
    async expire(trx: Trx, payment: PaymentRow): Promise<TransitionResult> {
      if (payment.status !== 'pending') return 'unchanged';
      await end(trx, payment, 'expired', { status: 'expired' }, { action: 'expired', description: log.expired });
      return 'expired';
    },

    /**
     * Staff release a pending OXXO registration before its slip lapses: it ends as an expiry does
     * (registration and payment expired, place, bib and code use given back, rows kept), recorded as
     * theirs. A payment that still arrives takes the late-payment way of `confirmPaid`.
     */
    async release(trx: Trx, payment: PaymentRow, userId: string): Promise<TransitionResult> {
      if (payment.status !== 'pending' || payment.method !== 'oxxo_cash') return 'unchanged';
      await end(trx, payment, 'expired', { status: 'expired' }, { action: 'released', description: log.released, userId });
      return 'released';
    },

    /** The provider issued the OXXO reference: keep it and mail the slip (type 5), once. */
    async recordCashSlip(trx: Trx, payment: PaymentRow, slip: { providerOrderId: string | null; cash: CashSlip }): Promise<TransitionResult> {
      if (payment.status !== 'pending' || payment.cashReference !== null) return 'unchanged';
      await payments.update(trx, payment.id, {
        cashReference: slip.cash.reference,
        cashBarcodeUrl: slip.cash.barcodeUrl ?? null,
        expiresAt: slip.cash.expiresAt,
        providerOrderId: payment.providerOrderId ?? slip.providerOrderId,
      });
      await registrations.logChange(trx, payment.registrationId, 'cash_slip', fill(log.cashSlip, { reference: slip.cash.reference }));
      await sendMail(trx, mailTypes.cashSlip, payment.registrationId);
      return 'slip_recorded';
    },

    /** Keeps the provider's order id of a payment still pending (a card waiting for 3-D Secure, say). */
    async recordOrderId(trx: Trx, payment: PaymentRow, providerOrderId: string | null): Promise<TransitionResult> {
      if (payment.providerOrderId !== null || providerOrderId === null) return 'unchanged';
      await payments.update(trx, payment.id, { providerOrderId });
      return 'unchanged';
    },
  };
}
export type RegistrationTransitions = ReturnType<typeof createRegistrationTransitions>;
