import { useEffect, useRef, useState } from 'react';

/**
 * Follows an event's results stream (GET /api/events/:id/results/stream, Server-Sent Events): `onChange` gets each
 * published change, `onSnapshot` the first state and every state after a reconnection (the page refetches what it
 * shows). The browser reconnects by itself and resumes from Last-Event-ID. Answers whether the stream is open.
 */
export function useResultsStream(eventId: number, handlers: { onChange?: (payload: unknown) => void; onSnapshot?: () => void }, enabled = true) {
  const [connected, setConnected] = useState(false);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/events/${eventId}/results/stream`);
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.addEventListener('snapshot', () => latest.current.onSnapshot?.());
    source.addEventListener('resync', () => latest.current.onSnapshot?.());
    source.onmessage = (event: MessageEvent<string>) => {
      try {
        latest.current.onChange?.(JSON.parse(event.data) as unknown);
      } catch {
        latest.current.onSnapshot?.();
      }
    };
    return () => source.close();
  }, [eventId, enabled]);
  return { connected };
}
