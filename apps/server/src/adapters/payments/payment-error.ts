import { AppError } from '../../lib/errors.ts';
import { paymentMessages } from './payment-messages.ts';

/** The spec's payment failure text (§8): the provider's messages joined by ' - '. */
export function paymentFailureMessage(messages: string[]): string {
  return `${paymentMessages.failurePrefix}${messages.join(' - ')}`;
}

/**
 * `rejected`: the provider answered and refused the request (validation, credentials, unknown order);
 * `unavailable`: it could not be reached, timed out or failed on its side: the same request may be retried
 * with the same idempotency key.
 */
export type PaymentErrorReason = 'rejected' | 'unavailable';

/** A payment the provider did not take; its message is the Spanish text the buyer sees. */
export class PaymentError extends AppError {
  constructor(
    /** The provider's `details[].message` list (or our own Spanish text), each presentable as is. */
    readonly messages: string[],
    readonly reason: PaymentErrorReason,
    readonly provider: { status?: number; type?: string; codes?: string[]; logId?: string } = {},
    options: { cause?: unknown } = {},
  ) {
    super(reason === 'unavailable' ? 503 : 402, reason === 'unavailable' ? 'payment_unavailable' : 'payment_failed', paymentFailureMessage(messages));
    this.name = 'PaymentError';
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

export const paymentUnavailable = (cause?: unknown) =>
  new PaymentError([paymentMessages.unreachable], 'unavailable', {}, { cause });
