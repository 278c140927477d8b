import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { eventsApi, routePath, type EventStatus, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../http/apiFetch.ts';

/** Spec §9: lists show 20 events and 'more' adds 20. */
export const EVENTS_PAGE_SIZE = 20;

export type EventPage = RouteAnswer<typeof eventsApi.list>;

export const eventListKey = (status: EventStatus) => ['events', status] as const;
export const eventKey = (id: number) => ['event', id] as const;

/** GET /api/events?status=… paged by offset, 20 at a time (the server orders each status). */
export function useEventList(status: EventStatus) {
  return useInfiniteQuery({
    queryKey: eventListKey(status),
    queryFn: ({ pageParam, signal }) => apiFetch<EventPage>(routePath(eventsApi.list, {}, { status, offset: pageParam, limit: EVENTS_PAGE_SIZE }), { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.events.length, 0);
      return last.events.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

/** GET /api/events/:id; disabled while the id is unknown (an invalid route key). */
export function useEvent(id: number | null) {
  return useQuery({
    queryKey: eventKey(id ?? 0),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof eventsApi.detail>>(routePath(eventsApi.detail, { id: id ?? 0 }), { signal }).then((answer) => answer.event),
    enabled: id !== null,
  });
}
