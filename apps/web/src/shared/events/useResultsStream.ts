import { useServerEvents } from '../http/useServerEvents.ts';

/** Follows an event's results stream (GET /api/events/:id/results/stream): see useServerEvents. */
export function useResultsStream(eventId: number, handlers: { onChange?: (payload: unknown) => void; onSnapshot?: () => void }, enabled = true) {
  return useServerEvents(`/api/events/${eventId}/results/stream`, handlers, enabled);
}
