import { PaymentError } from '../../adapters/payments/payment-error.ts';
import type { PaymentEvent, PaymentProvider, ProviderOrder } from '../../adapters/payments/payment-port.ts';
import type { PaymentsRepository } from './payments.repository.ts';

export type PaymentEventOutcome = 'processed' | 'duplicate' | 'ignored';

interface Deps {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  /** Moves the payment (and its registration) to what the provider's order says now. */
  settleOrder: (paymentId: number, order: ProviderOrder) => Promise<string>;
}

/**
 * What a verified provider event does (STYLE habit 13: a webhook is a signal, never the truth):
 * claim its id before any work (a delivery processed, or being processed, answers `duplicate` at
 * once), re-read the order from the provider, find our payment by order id (or by the registration
 * key the order carries), and settle it with guarded updates. Sandbox events come here too
 * (`provider.onEvent`). A processing that fails gives its claim back, so the next delivery
 * processes the event again.
 */
export function createPaymentEventHandler({ provider, payments, settleOrder }: Deps) {
  async function processEvent(event: PaymentEvent): Promise<{ outcome: PaymentEventOutcome; recorded: string }> {
    if (!event.orderId) return { outcome: 'ignored', recorded: 'no_order' };
    let order: ProviderOrder;
    try {
      order = await provider.getOrder(event.orderId);
    } catch (error) {
      if (!(error instanceof PaymentError) || error.reason !== 'rejected') throw error; // unreachable: the provider retries
      return { outcome: 'ignored', recorded: 'order_not_found' };
    }
    const payment = await payments.findForOrder(order.providerOrderId, order.registrationId);
    if (!payment) return { outcome: 'ignored', recorded: 'unknown_order' };
    return { outcome: 'processed', recorded: await settleOrder(payment.id, order) };
  }

  return async function handlePaymentEvent(event: PaymentEvent): Promise<PaymentEventOutcome> {
    const claimed = await payments.claimEvent(provider.kind, event);
    if (claimed === null) return 'duplicate';
    try {
      const { outcome, recorded } = await processEvent(event);
      await payments.markEventProcessed(claimed, recorded);
      return outcome;
    } catch (error) {
      await payments.releaseEvent(claimed);
      throw error;
    }
  };
}
export type HandlePaymentEvent = ReturnType<typeof createPaymentEventHandler>;
