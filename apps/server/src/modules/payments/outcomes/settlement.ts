import type { CashSlip, OrderResult, ProviderOrder } from '../../../adapters/payments/payment-port.ts';
import type { Db } from '../../../db/database.ts';
import type { PaymentsRepository } from '../payments.repository.ts';
import type { RegistrationTransitions, TransitionResult } from './registration-transitions.ts';

/** What the provider says about a payment, from the create answer or a re-read order. */
export type ProviderOutcome =
  | { status: 'paid'; providerOrderId: string | null; card?: { brand: string; last4: string } }
  | { status: 'pending_payment'; providerOrderId: string | null; cash?: CashSlip }
  | { status: 'declined' | 'canceled'; providerOrderId: string | null; messages: string[] }
  | { status: 'expired'; providerOrderId: string | null };

export function outcomeOfCreate(result: OrderResult): ProviderOutcome {
  const providerOrderId = result.providerOrderId;
  if (result.status === 'paid') return { status: 'paid', providerOrderId, ...(result.card ? { card: result.card } : {}) };
  if (result.status === 'declined') return { status: 'declined', providerOrderId, messages: result.failure?.messages ?? [] };
  return { status: 'pending_payment', providerOrderId, ...(result.cash ? { cash: result.cash } : {}) };
}

export function outcomeOfOrder(order: ProviderOrder): ProviderOutcome {
  const providerOrderId = order.providerOrderId;
  if (order.status === 'declined' || order.status === 'canceled') return { status: order.status, providerOrderId, messages: [] };
  return { status: order.status, providerOrderId };
}

/**
 * Applies a provider outcome to one payment: the card charge answer, a webhook's re-read order, the
 * sandbox's events. One transaction that starts by locking the payment row, so concurrent deliveries
 * queue there and the guarded transitions change the state once. A provider that cancels or refunds
 * a paid order changes nothing here: a person resolves it (STYLE habit 12).
 */
export function createSettlePayment(deps: { db: Db; payments: PaymentsRepository; transitions: RegistrationTransitions }) {
  const { db, payments, transitions } = deps;
  return function settlePayment(paymentId: number, outcome: ProviderOutcome): Promise<TransitionResult> {
    return db.transaction().execute(async (trx) => {
      const payment = await payments.lock(trx, paymentId);
      switch (outcome.status) {
        case 'paid':
          return transitions.confirmPaid(trx, payment, outcome);
        case 'declined':
        case 'canceled':
          return transitions.fail(trx, payment, { providerOrderId: outcome.providerOrderId, messages: outcome.messages });
        case 'expired':
          return transitions.expire(trx, payment);
        case 'pending_payment':
          return outcome.cash
            ? transitions.recordCashSlip(trx, payment, { providerOrderId: outcome.providerOrderId, cash: outcome.cash })
            : transitions.recordOrderId(trx, payment, outcome.providerOrderId);
      }
    });
  };
}
export type SettlePayment = ReturnType<typeof createSettlePayment>;
