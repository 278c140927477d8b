import { describe, expect, it } from 'vitest';
import {
  canTransitionPayment,
  canTransitionRegistration,
  cashSlipExpiresAt,
  confirmationLabel,
  confirmationType,
  initialStates,
  isCashSlipExpired,
  onPaymentReceived,
  paymentStates,
  paymentStatusLabel,
  paymentTransitions,
  registrationStates,
  registrationTransitions,
  type PaymentState,
  type RegistrationState,
} from './registration-status.ts';

describe('transition tables', () => {
  it('allow exactly the listed registration moves', () => {
    const allowed = registrationStates.flatMap((from) =>
      registrationStates.filter((to) => canTransitionRegistration(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'pending_payment→confirmed',
      'pending_payment→expired',
      'pending_payment→canceled',
      'confirmed→canceled',
      'expired→confirmed',
    ]);
  });

  it('allow exactly the listed payment moves', () => {
    const allowed = paymentStates.flatMap((from) =>
      paymentStates.filter((to) => canTransitionPayment(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'pending→paid',
      'pending→expired',
      'pending→failed',
      'pending→refund_due',
      'paid→refunded',
      'expired→paid',
      'expired→refund_due',
      'refund_due→refunded',
    ]);
  });

  it('never allow staying in place or leaving a terminal state', () => {
    for (const state of registrationStates) expect(canTransitionRegistration(state, state)).toBe(false);
    for (const state of paymentStates) expect(canTransitionPayment(state, state)).toBe(false);
    expect(registrationTransitions.canceled).toEqual([]);
    expect(paymentTransitions.failed).toEqual([]);
    expect(paymentTransitions.refunded).toEqual([]);
  });
});

describe('initialStates', () => {
  it('confirms a zero total at once, paid in cash', () => {
    expect(initialStates({ chargeCents: 0, channel: 'online', method: 'card' })).toEqual({
      registration: 'confirmed',
      payment: 'paid',
      method: 'cash',
    });
  });

  it('confirms cash at the point of sale and waits for card or cash-slip payments', () => {
    expect(initialStates({ chargeCents: 35000, channel: 'point_of_sale', method: 'cash' }).registration).toBe('confirmed');
    expect(initialStates({ chargeCents: 35000, channel: 'online', method: 'card' })).toEqual({
      registration: 'pending_payment',
      payment: 'pending',
      method: 'card',
    });
    expect(initialStates({ chargeCents: 35000, channel: 'online', method: 'oxxo_cash' }).payment).toBe('pending');
    expect(() => initialStates({ chargeCents: 35000, channel: 'online', method: 'cash' })).toThrow(RangeError);
  });
});

describe('onPaymentReceived', () => {
  const cases: [RegistrationState, PaymentState, boolean, RegistrationState, PaymentState][] = [
    ['pending_payment', 'pending', false, 'confirmed', 'paid'],
    ['expired', 'expired', true, 'confirmed', 'paid'],
    ['expired', 'expired', false, 'expired', 'refund_due'],
    ['canceled', 'pending', true, 'canceled', 'refund_due'],
    ['confirmed', 'paid', true, 'confirmed', 'paid'],
    ['expired', 'refund_due', true, 'expired', 'refund_due'],
  ];
  it.each(cases)('%s/%s with room %s → %s/%s', (registration, payment, hasRoom, nextRegistration, nextPayment) => {
    const next = onPaymentReceived({ registration, payment }, hasRoom);
    expect(next).toEqual({ registration: nextRegistration, payment: nextPayment });
    if (next.registration !== registration) expect(canTransitionRegistration(registration, next.registration)).toBe(true);
    if (next.payment !== payment) expect(canTransitionPayment(payment, next.payment)).toBe(true);
  });
});

describe('cash slip', () => {
  it('is valid 48 hours', () => {
    expect(cashSlipExpiresAt('2026-03-01T18:30:00.000Z')).toBe('2026-03-03T18:30:00.000Z');
    expect(isCashSlipExpired('2026-03-01T18:30:00Z', '2026-03-03T18:29:59Z')).toBe(false);
    expect(isCashSlipExpired('2026-03-01T18:30:00Z', '2026-03-03T18:30:00Z')).toBe(true);
    expect(() => cashSlipExpiresAt('ayer')).toThrow(RangeError);
  });
});

describe('confirmationType', () => {
  it('derives the confirmation document from state and method', () => {
    expect(confirmationType({ registration: 'pending_payment', payment: 'pending', method: 'card' })).toBe(0);
    expect(confirmationType({ registration: 'confirmed', payment: 'paid', method: 'cash' })).toBe(1);
    expect(confirmationType({ registration: 'pending_payment', payment: 'pending', method: 'oxxo_cash' })).toBe(2);
    expect(confirmationType({ registration: 'confirmed', payment: 'paid', method: 'card' })).toBe(3);
    expect(confirmationType({ registration: 'confirmed', payment: 'paid', method: 'oxxo_cash' })).toBe(3);
    expect(confirmationType({ registration: 'confirmed', payment: 'paid', method: 'cash', viaCode: true })).toBe(4);
    expect(confirmationType({ registration: 'expired', payment: 'expired', method: 'oxxo_cash' })).toBe(0);
    expect(confirmationLabel(0)).toBe('Confirmación pendiente');
    expect(confirmationLabel(3)).toBe('Pago recibido');
  });
});

describe('paymentStatusLabel', () => {
  it('uses the spec wording for cash slips and incomplete registrations', () => {
    expect(paymentStatusLabel({ payment: 'pending', method: 'oxxo_cash' })).toBe('Pendiente de pago en OXXO');
    expect(paymentStatusLabel({ payment: 'paid', method: 'oxxo_cash' })).toBe('Pagado en OXXO');
    expect(paymentStatusLabel({ payment: 'paid', method: 'card' })).toBe('Pagado con tarjeta');
    expect(paymentStatusLabel({ payment: 'paid', method: 'cash' })).toBe('Pagado en efectivo');
    expect(paymentStatusLabel({ payment: 'pending', method: null })).toBe('Registro en línea incompleto');
    expect(paymentStatusLabel({ payment: 'refund_due', method: 'oxxo_cash' })).toBe('Reembolso pendiente');
  });
});
