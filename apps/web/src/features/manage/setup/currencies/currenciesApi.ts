import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventsApi, routePath, type EventCurrenciesSetup, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../../shared/http/apiFetch.ts';

const currenciesKey = (eventId: number) => ['event-currencies', eventId] as const;

/** GET /api/manage/events/:id/currencies */
export function useCurrencies(eventId: number) {
  return useQuery({
    queryKey: currenciesKey(eventId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof eventsApi.currencies>>(routePath(eventsApi.currencies, { id: eventId }), { signal }),
  });
}

/** PUT /api/manage/events/:id/currencies */
export function useSaveCurrencies(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setup: EventCurrenciesSetup) =>
      apiFetch<RouteAnswer<typeof eventsApi.saveCurrencies>>(routePath(eventsApi.saveCurrencies, { id: eventId }), { method: 'PUT', body: setup }),
    onSuccess: (view) => queryClient.setQueryData(currenciesKey(eventId), view),
  });
}
