import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventsApi, routePath, type EventProductsSetup, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../../shared/http/apiFetch.ts';

const productsKey = (eventId: number) => ['event-products', eventId] as const;

/** GET /api/manage/events/:id/products */
export function useProducts(eventId: number) {
  return useQuery({
    queryKey: productsKey(eventId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof eventsApi.products>>(routePath(eventsApi.products, { id: eventId }), { signal }),
  });
}

/** PUT /api/manage/events/:id/products: every product, in order. */
export function useSaveProducts(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setup: EventProductsSetup) =>
      apiFetch<RouteAnswer<typeof eventsApi.saveProducts>>(routePath(eventsApi.saveProducts, { id: eventId }), { method: 'PUT', body: setup }),
    onSuccess: (view) => queryClient.setQueryData(productsKey(eventId), view),
  });
}
