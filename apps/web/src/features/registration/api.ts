import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../shared/http/apiFetch.ts';
import { ApiError } from '../../shared/http/ApiError.ts';
import { routePath, type deskRegistrationApi, type QuoteRequest, type registrationApi, type RouteAnswer } from '@dorsal/core';
import { deskRegistrationPaths, registrationPaths } from './paths.ts';

export const registrationOptionsKey = (eventId: number, tkl?: string) => ['registration-options', eventId, tkl ?? null] as const;
export const confirmationKey = (key: string, eventId: number) => ['registration-confirmation', key, eventId] as const;

/** A 404 is an answer (registration closed, unknown registration), not a reason to ask again. */
const retryUnlessNotFound = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && count < 2;

/** GET /api/events/:id/registration?tkl=…; 404 `registration_closed` when there is no registration. */
export function useRegistrationOptions(eventId: number | null, tkl?: string) {
  return useQuery({
    queryKey: registrationOptionsKey(eventId ?? 0, tkl),
    queryFn: ({ signal }) =>
      apiFetch<RouteAnswer<typeof registrationApi.options>>(routePath(registrationPaths.options, { id: eventId ?? 0 }, { tkl }), { signal }).then(
        (answer) => answer.registration,
      ),
    enabled: eventId !== null,
    retry: retryUnlessNotFound,
    staleTime: 60_000,
  });
}

/** GET /api/manage/events/:id/desk/registration: the wizard's options at the point of sale (404 when not staff). */
export function useDeskRegistrationOptions(eventId: number | null) {
  return useQuery({
    queryKey: ['desk-registration-options', eventId ?? 0],
    queryFn: ({ signal }) =>
      apiFetch<RouteAnswer<typeof deskRegistrationApi.options>>(routePath(deskRegistrationPaths.options, { id: eventId ?? 0 }), { signal }).then(
        (answer) => answer.registration,
      ),
    enabled: eventId !== null,
    retry: retryUnlessNotFound,
    staleTime: 30_000,
  });
}

/** POST …/registration/quote (online or at the desk), rebuilt on every change; the last summary stays while the next loads. */
export function useQuote(quotePath: string, body: QuoteRequest | null) {
  return useQuery({
    queryKey: ['registration-quote', quotePath, body],
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof registrationApi.quote>>(quotePath, { method: 'POST', body, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}

/** GET /api/registrations/:key?event=ID: the confirmation document. */
export function useConfirmation(key: string, eventId: number | null) {
  return useQuery({
    queryKey: confirmationKey(key, eventId ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<RouteAnswer<typeof registrationApi.confirmation>>(routePath(registrationPaths.confirmation, { id: key }, { event: eventId }), { signal }).then(
        (answer) => answer.registration,
      ),
    enabled: Boolean(key) && eventId !== null,
    retry: retryUnlessNotFound,
  });
}

/** POST …/sandbox-pay: the sandbox's OXXO takes the cash of a pending slip. */
export function simulateCashPayment(key: string, eventId: number) {
  return apiFetch<RouteAnswer<typeof registrationApi.sandboxPay>>(routePath(registrationPaths.sandboxPay, { id: key }, { event: eventId }), {
    method: 'POST',
  }).then((answer) => answer.registration);
}
