import { useQuery } from '@tanstack/react-query';
import { photoConfigApi, routePath, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../http/apiFetch.ts';

export const photoConfigKey = (eventId: number) => ['photo-config', eventId] as const;

/** GET /api/events/:id/photo-config: the logos every shared photo carries and the frames to choose from. */
export function usePhotoConfig(eventId: number | null) {
  return useQuery({
    queryKey: photoConfigKey(eventId ?? 0),
    enabled: eventId !== null,
    queryFn: async ({ signal }) => (await apiFetch<RouteAnswer<typeof photoConfigApi.read>>(routePath(photoConfigApi.read, { id: eventId! }), { signal })).config,
    staleTime: 60_000,
  });
}
