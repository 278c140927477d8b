import { randomUUID } from 'node:crypto';
import { messages, type AccountView } from '@dorsal/core';
import { cashSlipExpiry } from '../../../adapters/payments/order-input.ts';
import { PaymentError } from '../../../adapters/payments/payment-error.ts';
import type { PaymentEvent, PaymentProvider } from '../../../adapters/payments/payment-port.ts';
import type { Db } from '../../../db/database.ts';
import type { ChallengeAthleteRepository } from './athlete.repository.ts';
import type { ChallengeRow, ParticipantRow } from './participation-view.ts';

type Method = { kind: 'card'; token: string } | { kind: 'oxxo_cash' };

/**
 * A priced challenge is paid through the payment port as registrations are (card or an OXXO slip): a card paid at
 * once marks the participant paid; a slip leaves them pending until the provider's `order.paid` event, which is read
 * back from the provider (an event is a signal, never the truth) before the guarded update.
 */
export function createChallengePayments(deps: { db: Db; repository: ChallengeAthleteRepository; provider: PaymentProvider }) {
  const { repository, provider } = deps;
  return {
    async pay(user: AccountView, challenge: ChallengeRow, participant: ParticipantRow, method: Method, idempotencyKey: string) {
      if (challenge.priceCents <= 0 || participant.paymentStatus === 'paid') return;
      if (method.kind === 'oxxo_cash' && participant.paymentStatus === 'pending' && participant.cashReference) return;
      const result = await provider.createOrder({
        registrationId: `challenge-${challenge.id}-${participant.raceNumber}`,
        customer: { name: `${user.firstNames} ${user.lastNames}`, email: user.email, phone: user.phone },
        items: [{ name: challenge.name, unitPriceCents: challenge.priceCents, quantity: 1 }],
        totalCents: challenge.priceCents,
        method: method.kind === 'card' ? method : { kind: 'oxxo_cash', expiresAt: cashSlipExpiry() },
        idempotencyKey: `challenge-${challenge.id}-${user.id}-${idempotencyKey || randomUUID()}`,
      });
      if (result.status === 'declined') throw new PaymentError(result.failure?.messages ?? [messages.challengeAthlete.payment.unavailable], 'rejected');
      await repository.updateParticipant(deps.db, challenge.id, user.id, {
        paymentStatus: result.status === 'paid' ? 'paid' : 'pending',
        paymentReference: result.providerOrderId,
        cashReference: result.cash?.reference ?? null,
        cashAmountCents: result.cash?.amountCents ?? null,
        cashExpiresAt: result.cash?.expiresAt ?? null,
      });
    },

    /** A provider event about a challenge's order: re-read the order, and mark the participant paid when it is. */
    async handleEvent(event: PaymentEvent): Promise<boolean> {
      if (!event.orderId) return false;
      const participant = await repository.findParticipantByOrder(event.orderId);
      if (!participant) return false;
      const order = await provider.getOrder(event.orderId);
      if (order.status === 'paid') await repository.markPaid(participant.challengeId, participant.userId, event.orderId);
      return true;
    },
  };
}
