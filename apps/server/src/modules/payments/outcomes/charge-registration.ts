import type { OrderLine } from '@dorsal/core';
import { PaymentError } from '../../../adapters/payments/payment-error.ts';
import type { CreateOrderInput, OrderItem } from '../../../adapters/payments/payment-port.ts';
import type { PaymentProviders } from '../../../adapters/payments/payment-providers.ts';
import type { PaymentRow } from '../payments.repository.ts';
import type { RegistrationRepository, RegistrationRow } from '../../registration/registration.repository.ts';
import type { KnownNames, Recorded, RecordOutcome } from './record-outcome.ts';
import { outcomeOfCreate } from './settlement.ts';

type Line = Pick<OrderLine, 'name' | 'unitCents' | 'quantity'>;

/** The provider charges pesos: the order's own lines when it is in MXN, else one line for the whole charge. */
function orderItems(registration: RegistrationRow, lines: readonly Line[], chargeCents: number): OrderItem[] {
  if (registration.currency === 'MXN') {
    return lines.filter((line) => line.unitCents !== 0).map((line) => ({ name: line.name, unitPriceCents: line.unitCents, quantity: line.quantity }));
  }
  return [{ name: lines[0]?.name ?? registration.modalityCode, unitPriceCents: chargeCents, quantity: 1 }];
}

/**
 * Asks the provider for the payment, outside any transaction or lock, with the payment's own
 * idempotency key (a retry gets the same provider order, never a second charge), then records the
 * outcome. A refusal (`rejected`) cancels the registration like a declined card; an unreachable
 * provider leaves it pending (the client retries with the same key; the hold lapses otherwise) and
 * the error goes up as 503. The provider is the one the payment was made with (the sandbox for an event in test mode). Nothing to ask (zero total, settled, slip already issued): the rows as given.
 */
export function createChargeRegistration(deps: { providers: Pick<PaymentProviders, 'byKind'>; registrations: RegistrationRepository; recordOutcome: RecordOutcome }) {
  return async function chargeRegistration(
    registration: RegistrationRow,
    payment: PaymentRow,
    cardToken: string | null,
    known: { lines?: readonly Line[]; names?: KnownNames } = {},
  ): Promise<Recorded> {
    if (payment.status !== 'pending' || payment.cashReference !== null) return { registration, payment };
    if (payment.method === 'card' && !cardToken) return { registration, payment };
    const lines = known.lines ?? (await deps.registrations.lines(registration.id));
    const input: CreateOrderInput = {
      registrationId: registration.publicKey,
      customer: { name: `${registration.firstNames} ${registration.lastNames}`, email: registration.email, phone: registration.phone },
      items: orderItems(registration, lines, payment.amountCents),
      totalCents: payment.amountCents,
      method: payment.method === 'card' ? { kind: 'card', token: cardToken! } : { kind: 'oxxo_cash', expiresAt: payment.expiresAt! },
      idempotencyKey: payment.idempotencyKey,
    };
    let result;
    try {
      result = await deps.providers.byKind(payment.provider).createOrder(input);
    } catch (error) {
      if (error instanceof PaymentError && error.reason === 'rejected') {
        await deps.recordOutcome(registration, payment, { status: 'declined', providerOrderId: null, messages: error.messages });
      }
      throw error;
    }
    return deps.recordOutcome(registration, payment, outcomeOfCreate(result), known.names);
  };
}
export type ChargeRegistration = ReturnType<typeof createChargeRegistration>;
