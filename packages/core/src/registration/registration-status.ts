import { messages } from '../i18n/messages.ts';
import type { RegistrationChannel } from './registration.types.ts';

/**
 * Registration and payment states (spec §4; design/STYLE.md habit 12: nothing is deleted, a late
 * payment on an expired registration is a case a person resolves).
 */
export const registrationStates = ['pending_payment', 'confirmed', 'expired', 'canceled'] as const;
export type RegistrationState = (typeof registrationStates)[number];

export const paymentStates = ['pending', 'paid', 'expired', 'failed', 'refund_due', 'refunded'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** formaPago: 'card', 'oxxo_pay' → oxxo_cash, 'efectivo' → cash (also the zero-total path). */
export const paymentMethods = ['card', 'oxxo_cash', 'cash'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A cash slip is valid 48 hours; unpaid, the registration expires and its bib is freed. */
export const CASH_SLIP_VALID_HOURS = 48;

export const registrationTransitions: Readonly<Record<RegistrationState, readonly RegistrationState[]>> = {
  pending_payment: ['confirmed', 'expired', 'canceled'],
  /** Canceled by the organizer. */
  confirmed: ['canceled'],
  /** A late payment while the modality still has room takes a place again. */
  expired: ['confirmed'],
  canceled: [],
};

export const paymentTransitions: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  pending: ['paid', 'expired', 'failed', 'refund_due'],
  /** A late cash payment: paid when there is room, otherwise owed back. */
  expired: ['paid', 'refund_due'],
  paid: ['refunded'],
  /** A failed attempt stays failed; paying again is a new payment. */
  failed: [],
  refund_due: ['refunded'],
  refunded: [],
};

export function canTransitionRegistration(from: RegistrationState, to: RegistrationState): boolean {
  return registrationTransitions[from].includes(to);
}

export function canTransitionPayment(from: PaymentState, to: PaymentState): boolean {
  return paymentTransitions[from].includes(to);
}

export interface RegistrationStates {
  registration: RegistrationState;
  payment: PaymentState;
  method: PaymentMethod;
}

/**
 * States of a new registration: nothing to charge (zero total) or cash at the point of sale →
 * confirmed and paid in cash; online card or cash slip → pending payment.
 */
export function initialStates(options: {
  chargeCents: number;
  channel: RegistrationChannel;
  method: PaymentMethod;
}): RegistrationStates {
  if (options.chargeCents === 0) return { registration: 'confirmed', payment: 'paid', method: 'cash' };
  if (options.method === 'cash') {
    if (options.channel !== 'point_of_sale') throw new RangeError('cash payments are taken at the point of sale only');
    return { registration: 'confirmed', payment: 'paid', method: 'cash' };
  }
  return { registration: 'pending_payment', payment: 'pending', method: options.method };
}

/** The zero-total payment record (§4): paid in cash, online, operation 0, amount 0. */
export const ZERO_TOTAL_PAYMENT = { method: 'cash', channel: 'online', operationId: '0', amountCents: 0 } as const;

/**
 * A confirmed payment arrives (card charge or cash-slip webhook). A pending registration holds its
 * place, so it is confirmed; an expired one is confirmed only if the modality still has room,
 * otherwise the money is owed back. Anything already settled does not change (repeated webhooks).
 */
export function onPaymentReceived(current: { registration: RegistrationState; payment: PaymentState }, hasRoom: boolean) {
  const { registration, payment } = current;
  if (payment === 'paid' || payment === 'refund_due' || payment === 'refunded') return current;
  if (registration === 'pending_payment' || (registration === 'expired' && hasRoom)) {
    return { registration: 'confirmed' as const, payment: 'paid' as const };
  }
  return { registration, payment: 'refund_due' as const };
}

/** The cash slip's deadline (ISO instant, UTC). */
export function cashSlipExpiresAt(createdAt: string): string {
  const start = Date.parse(createdAt);
  if (Number.isNaN(start)) throw new RangeError(`Invalid instant: ${createdAt}`);
  return new Date(start + CASH_SLIP_VALID_HOURS * 3_600_000).toISOString();
}

export function isCashSlipExpired(createdAt: string, now: string): boolean {
  return Date.parse(now) >= Date.parse(cashSlipExpiresAt(createdAt));
}

/** Confirmation document types (spec §2). */
export const confirmationTypes = {
  pending: 0,
  enrolled: 1,
  dataRegistered: 2,
  paymentReceived: 3,
  registrationCode: 4,
} as const;
export type ConfirmationType = (typeof confirmationTypes)[keyof typeof confirmationTypes];

/**
 * Which confirmation to show: 4 registered with a code; 3 confirmed after a card or cash-slip
 * payment; 1 confirmed otherwise (cash at the point of sale, zero total); 2 a pending cash slip
 * (voucher shown); 0 everything else ('Confirmación pendiente').
 */
export function confirmationType(options: {
  registration: RegistrationState;
  payment: PaymentState;
  method: PaymentMethod;
  viaCode?: boolean;
}): ConfirmationType {
  const { registration, payment, method } = options;
  if (options.viaCode && registration === 'confirmed') return confirmationTypes.registrationCode;
  if (registration === 'confirmed') {
    return payment === 'paid' && method !== 'cash' ? confirmationTypes.paymentReceived : confirmationTypes.enrolled;
  }
  if (registration === 'pending_payment' && method === 'oxxo_cash' && payment === 'pending') return confirmationTypes.dataRegistered;
  return confirmationTypes.pending;
}

const confirmationKeys = ['pending', 'enrolled', 'dataRegistered', 'paymentReceived', 'registrationCode'] as const;

export function confirmationLabel(type: ConfirmationType): string {
  return messages.registration.confirmationTypes[confirmationKeys[type]];
}

/** The admin list's payment status text (spec §4). */
export function paymentStatusLabel(options: { payment: PaymentState; method: PaymentMethod | null }): string {
  const t = messages.registration.paymentStatus;
  const { payment, method } = options;
  if (method === null) return t.incomplete;
  if (payment === 'paid') return method === 'oxxo_cash' ? t.oxxoPaid : method === 'card' ? t.cardPaid : t.cashPaid;
  if (payment === 'pending') return method === 'oxxo_cash' ? t.oxxoPending : t.pending;
  const labels: Record<Exclude<PaymentState, 'paid' | 'pending'>, string> = {
    expired: t.expired,
    failed: t.failed,
    refund_due: t.refundDue,
    refunded: t.refunded,
  };
  return labels[payment];
}
