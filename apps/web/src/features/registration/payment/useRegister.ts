import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { messages, type registrationApi, type RouteAnswer } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { track } from '../../../shared/analytics/analytics.ts';
import { apiFetch } from '../../../shared/http/apiFetch.ts';
import type { RegistrationAnswer } from '@dorsal/core';
import type { WizardPayment, WizardRequest } from '../wizard/registrationBody.ts';
import { useIdempotencyKeys } from './idempotency.ts';

/** Spec §8: payment failures show 2 s in the new flow (the message also stays on the page). */
const PAYMENT_FAILURE_MS = 2000;

/** A failure the same attempt may be retried after: the server was not reached or the processor was down. */
const retryable = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status === 503);

/**
 * Sends the registration (POST …/registrations, online or at the desk, with an Idempotency-Key per attempt) and says
 * what happened: 'Pago exitoso' (4 s), 'Error procesando el pago: …' (402) or 'Error en el registro, intenta de nuevo' (4 s).
 */
export function useRegister(registerPath: string, buildBody: (payment: WizardPayment) => Promise<WizardRequest>, onDone: (answer: RegistrationAnswer) => void) {
  const toast = useToast();
  const keys = useIdempotencyKeys();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: WizardRequest; idempotencyKey: string }) =>
      apiFetch<RouteAnswer<typeof registrationApi.register>>(registerPath, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }).then((answer) => answer.registration),
  });

  async function register(payment: WizardPayment): Promise<void> {
    setFailure(null);
    try {
      const body = await buildBody(payment);
      const answer = await mutation.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
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
      else toast.error(messages.registrationOutcome.saveError);
    }
  }

  return { register, submitting: mutation.isPending, failure, clearFailure: () => setFailure(null) };
}
