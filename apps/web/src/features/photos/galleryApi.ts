import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { photoFindingApi, routePath, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../shared/http/apiFetch.ts';

/** GET /api/events/:id/photos?point&page: one page (100) of a photographic point's public gallery. */
export function useGallery(eventId: number | null, point: string | null, page: number) {
  return useQuery({
    queryKey: ['photo-gallery', eventId, point, page],
    enabled: eventId !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiFetch<RouteAnswer<typeof photoFindingApi.gallery>>(routePath(photoFindingApi.gallery, { id: eventId! }, { point: point ?? undefined, page }), { signal }),
  });
}

/** GET /api/me/photos: the signed-in athlete's photos by event. */
export function useMyPhotos(enabled: boolean) {
  return useQuery({
    queryKey: ['my-photos'],
    enabled,
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof photoFindingApi.mine>>(routePath(photoFindingApi.mine), { signal }),
  });
}
