import { useState } from 'react';
import { messages } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { track } from '../analytics.ts';
import { submitRegistration } from '../submitRegistration.ts';
import type { PaymentChoice, RegistrationAnswer, RegistrationBody } from '../types.ts';
import { useIdempotencyKeys } from './idempotency.ts';

/** Spec §8: payment failures show 2 s in the new flow (the message also stays on the page). */
const PAYMENT_FAILURE_MS = 2000;

/** A failure the same attempt may be retried after: the server was not reached or the processor was down. */
const retryable = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status === 503);

/**
 * Sends the registration (POST …/registrations with an Idempotency-Key per attempt) and says what
 * happened: 'Pago exitoso' (4 s), 'Error procesando el pago: …' (402) or 'Error en el registro, intenta de nuevo' (4 s).
 */
export function useRegister(eventId: number, buildBody: (payment: PaymentChoice) => RegistrationBody, onDone: (answer: RegistrationAnswer) => void) {
  const toast = useToast();
  const keys = useIdempotencyKeys();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function register(payment: PaymentChoice): Promise<void> {
    const body = buildBody(payment);
    setSubmitting(true);
    setFailure(null);
    try {
      const answer = await submitRegistration(eventId, body, keys.keyFor(body));
      keys.settle();
      track('Lead', { contentName: body.modalityCode });
      if (answer.payment.status === 'paid' && answer.payment.amountCents > 0) {
        track('Purchase', { value: answer.payment.amountCents / 100, currency: 'MXN', contentName: body.modalityCode });
      }
      if (answer.message) toast.success(answer.message);
      onDone(answer);
    } catch (error) {
      if (!retryable(error)) keys.settle();
      const paymentFailed = error instanceof ApiError && error.status === 402;
      setFailure(errorMessage(error));
      if (paymentFailed) toast.error(errorMessage(error), PAYMENT_FAILURE_MS);
      else toast.error(messages.registrationServer.saveError);
    } finally {
      setSubmitting(false);
    }
  }

  return { register, submitting, failure, clearFailure: () => setFailure(null) };
}
