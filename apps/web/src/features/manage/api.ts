import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventCard, EventLifecycleStatus } from '@dorsal/core';
import { apiFetch } from '../../shared/http/apiFetch.ts';

/** An event the caller manages, with the caller's role in it (admins: every event). */
export type ManagedEvent = EventCard & { role: string; organizerName: string | null };

export const manageEventsKey = ['manage-events'] as const;

/** GET /api/manage/events */
export function useManagedEvents(enabled: boolean) {
  return useQuery({
    queryKey: manageEventsKey,
    queryFn: ({ signal }) => apiFetch<{ events: ManagedEvent[] }>('/api/manage/events', { signal }).then((answer) => answer.events),
    enabled,
    staleTime: 0,
  });
}

/** After an event changed: the managed list, the public lists and the event's own pages read it again. */
export function useEventsChanged() {
  const queryClient = useQueryClient();
  return (eventId?: number) => {
    void queryClient.invalidateQueries({ queryKey: manageEventsKey });
    void queryClient.invalidateQueries({ queryKey: ['events'] });
    if (eventId !== undefined) {
      void queryClient.invalidateQueries({ queryKey: ['event', eventId] });
      void queryClient.invalidateQueries({ queryKey: ['event-settings', eventId] });
      void queryClient.invalidateQueries({ queryKey: ['results-page', eventId] });
      void queryClient.invalidateQueries({ queryKey: ['results-count', eventId] });
      void queryClient.invalidateQueries({ queryKey: ['winners', eventId] });
    }
  };
}

/** PATCH /api/events/:id/status; the list shows the new status at once. */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: EventLifecycleStatus }) =>
      apiFetch<{ event: EventCard }>(`/api/events/${id}/status`, { method: 'PATCH', body: { status } }),
    onSuccess: ({ event }) => {
      queryClient.setQueryData<ManagedEvent[]>(manageEventsKey, (events) =>
        events?.map((candidate) => (candidate.id === event.id ? { ...candidate, ...event } : candidate)),
      );
      changed(event.id);
    },
  });
}
