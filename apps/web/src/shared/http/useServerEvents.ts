import { useEffect, useRef, useState } from 'react';

/**
 * Follows a Server-Sent Events stream of ours (lib/realtime): `onChange` gets each published payload, `onSnapshot` the
 * first state and every 'snapshot' or 'resync' after a reconnection that could not be replayed (the page reads again
 * what it shows). The browser reconnects by itself and resumes from Last-Event-ID. Answers whether the stream is open.
 */
export function useServerEvents(url: string, handlers: { onChange?: (payload: unknown) => void; onSnapshot?: () => void }, enabled = true) {
  const [connected, setConnected] = useState(false);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
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
  }, [url, enabled]);
  return { connected };
}
