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
 * record its id (unique; a delivery already processed stops here), re-read the order from the
 * provider, find our payment by order id (or by the registration key the order carries), and
 * settle it with guarded updates. Sandbox events come here too (`provider.onEvent`).
 * An event whose processing failed half-way is processed again on the next delivery.
 */
export function createPaymentEventHandler({ provider, payments, settleOrder }: Deps) {
  return async function handlePaymentEvent(event: PaymentEvent): Promise<PaymentEventOutcome> {
    const recorded = await payments.recordEvent(provider.kind, event);
    if (recorded.processed) return 'duplicate';
    if (!event.orderId) {
      await payments.markEventProcessed(recorded.id, 'no_order');
      return 'ignored';
    }
    let order: ProviderOrder;
    try {
      order = await provider.getOrder(event.orderId);
    } catch (error) {
      if (!(error instanceof PaymentError) || error.reason !== 'rejected') throw error; // unreachable: the provider retries
      await payments.markEventProcessed(recorded.id, 'order_not_found');
      return 'ignored';
    }
    const payment = await payments.findForOrder(order.providerOrderId, order.registrationId);
    if (!payment) {
      await payments.markEventProcessed(recorded.id, 'unknown_order');
      return 'ignored';
    }
    await payments.markEventProcessed(recorded.id, await settleOrder(payment.id, order));
    return 'processed';
  };
}
export type HandlePaymentEvent = ReturnType<typeof createPaymentEventHandler>;
