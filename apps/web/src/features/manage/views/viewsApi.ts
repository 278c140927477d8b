import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routePath, viewsApi, type ResultsPage, type RouteAnswer, type ViewConfig } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';

const listKey = (eventId: number) => ['manage-views', eventId] as const;

/** GET /api/manage/events/:id/views */
export function useViews(eventId: number) {
  return useQuery({
    queryKey: listKey(eventId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof viewsApi.list>>(routePath(viewsApi.list, { id: eventId }), { signal }),
  });
}

/** POST (new) or PUT (viewIndex) a view; the list is read again. */
export function useSaveView(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ viewIndex, config }: { viewIndex: number | null; config: ViewConfig }) =>
      viewIndex === null
        ? apiFetch<RouteAnswer<typeof viewsApi.create>>(routePath(viewsApi.create, { id: eventId }), { method: 'POST', body: config })
        : apiFetch<RouteAnswer<typeof viewsApi.update>>(routePath(viewsApi.update, { id: eventId, viewIndex }), { method: 'PUT', body: config }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey(eventId) }),
  });
}

/** DELETE a view. */
export function useDeleteView(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (viewIndex: number) => apiFetch<RouteAnswer<typeof viewsApi.remove>>(routePath(viewsApi.remove, { id: eventId, viewIndex }), { method: 'DELETE' }),
    onSuccess: (answer) => client.setQueryData(listKey(eventId), answer),
  });
}

/** A bib of the event's results to fill the preview with: the first of the general report (null without results). */
export function useFirstBib(eventId: number) {
  return useQuery({
    queryKey: ['manage-views-first-bib', eventId],
    queryFn: async ({ signal }) => {
      try {
        return (await apiFetch<ResultsPage>(`/api/events/${eventId}/results?limit=1`, { signal })).rows[0]?.bib ?? null;
      } catch {
        return null;
      }
    },
  });
}

/** The facts of the sample bib (null when there is none or it has no result). */
export function useSampleFacts(eventId: number, bib: number | null) {
  return useQuery({
    queryKey: ['manage-views-facts', eventId, bib],
    queryFn: async ({ signal }) => {
      try {
        return (await apiFetch<RouteAnswer<typeof viewsApi.facts>>(routePath(viewsApi.facts, { id: eventId, bib: bib! }), { signal })).facts;
      } catch {
        return null;
      }
    },
    enabled: bib !== null,
  });
}
