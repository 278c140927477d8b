import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bibDesignApi, routePath, type BibDesignSetup, type BibDesignView, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../../shared/http/apiFetch.ts';

export const bibDesignKey = (eventId: number) => ['event-bib-design', eventId] as const;

/** GET /api/manage/events/:id/bib-design */
export function useBibDesign(eventId: number) {
  return useQuery({
    queryKey: bibDesignKey(eventId),
    queryFn: async ({ signal }) => (await apiFetch<RouteAnswer<typeof bibDesignApi.get>>(routePath(bibDesignApi.get, { id: eventId }), { signal })).bibDesign,
  });
}

/** PUT /api/manage/events/:id/bib-design */
export function useSaveBibDesign(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (setup: BibDesignSetup) =>
      (await apiFetch<RouteAnswer<typeof bibDesignApi.save>>(routePath(bibDesignApi.save, { id: eventId }), { method: 'PUT', body: setup })).bibDesign,
    onSuccess: (view: BibDesignView) => queryClient.setQueryData(bibDesignKey(eventId), view),
  });
}

/** DELETE /api/manage/events/:id/bib-design/image */
export function useRemoveBibImage(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiFetch<RouteAnswer<typeof bibDesignApi.removeImage>>(routePath(bibDesignApi.removeImage, { id: eventId }), { method: 'DELETE' })).bibDesign,
    onSuccess: (view: BibDesignView) => queryClient.setQueryData(bibDesignKey(eventId), view),
  });
}

/** The preview's address for the look being edited; `version` changes when the saved image does. */
export function bibPreviewUrl(eventId: number, look: { color: string | null; whiteBack: boolean }, version: string) {
  const query = new URLSearchParams({ whiteBack: String(look.whiteBack), v: version });
  if (look.color) query.set('color', look.color);
  return `${routePath(bibDesignApi.preview, { id: eventId })}?${query.toString()}`;
}
