import { confirmationLabel, confirmationType, formatMoney, messages, paymentStatusLabel } from '@dorsal/core';
import { paymentFailureMessage } from '../../../adapters/payments/payment-error.ts';
import { AppError } from '../../../lib/errors.ts';
import type { PaymentRow } from '../../payments/payments.repository.ts';
import { cashSlipView } from '../confirmation/cash-slip.ts';
import { bibImagePath, confirmationPdfPath } from '../registration-links.ts';
import type { RegistrationRow } from '../registration.repository.ts';

const t = messages.registrationServer;

/** The state of a payment in an answer: status, method and their Spanish labels. */
export function paymentView(payment: PaymentRow) {
  return {
    status: payment.status,
    statusLabel: paymentStatusLabel({ payment: payment.status, method: payment.method }),
    method: payment.method,
    methodLabel: t.methods[payment.method],
    channel: payment.channel,
    amountCents: payment.amountCents,
    amount: formatMoney({ cents: payment.amountCents, currency: 'MXN' }),
    card: payment.cardLast4 ? { brand: payment.cardBrand ?? '', last4: payment.cardLast4 } : null,
    paidAt: payment.paidAt ? payment.paidAt.toISOString() : null,
    operationId: payment.operationId,
  };
}

/** The bib as the confirmation shows it: the number, or 'Asignado folio' while none is held. */
export function bibView(registration: Pick<RegistrationRow, 'bib'>) {
  return registration.bib && registration.bib > 0 ? { bib: registration.bib, bibMessage: null } : { bib: null, bibMessage: t.bibPending };
}

/** A card the provider declined answers 402 with 'Error procesando el pago: …' every time it is asked. */
export function assertNotDeclined(payment: PaymentRow): void {
  if (payment.status === 'failed') {
    throw new AppError(402, 'payment_failed', paymentFailureMessage(payment.failureMessages ?? [messages.payments.cardDeclined]));
  }
}

/** The answer to POST …/registrations (first time and on every retry with the same key). */
export function registrationAnswer(registration: RegistrationRow, payment: PaymentRow, timeZone: string) {
  const type = confirmationType({ registration: registration.state, payment: payment.status, method: payment.method });
  return {
    id: registration.publicKey,
    eventId: registration.eventId,
    state: registration.state,
    type,
    typeLabel: confirmationLabel(type),
    message: registration.state === 'confirmed' && payment.method === 'card' ? t.paymentSuccess : null,
    ...bibView(registration),
    firstNames: registration.firstNames,
    modalityCode: registration.modalityCode,
    categoryCode: registration.categoryCode,
    total: { cents: registration.totalCents, currency: registration.currency, text: formatMoney({ cents: registration.totalCents, currency: registration.currency }) },
    payment: paymentView(payment),
    cashSlip: registration.state === 'pending_payment' ? cashSlipView(payment, timeZone) : null,
    bibImageUrl: bibImagePath(registration),
    pdfUrl: confirmationPdfPath(registration),
  };
}
export type RegistrationAnswer = ReturnType<typeof registrationAnswer>;
