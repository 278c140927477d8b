import { useEffect, useRef } from 'react';
import { registrantsApi, routePath } from '@dorsal/core';

const BURST_MS = 400;

/**
 * Follows the event's registrants topic (SSE): `onChange` runs once per burst of registrations or edits, and after
 * a reconnection (messages may have been missed). The browser reconnects by itself.
 */
export function useRegistrantsStream(eventId: number, onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        latest.current();
      }, BURST_MS);
    };
    let opened = false;
    const source = new EventSource(routePath(registrantsApi.stream, { id: eventId }));
    source.onopen = () => {
      if (opened) soon(); // a reconnection: read again what may have been missed
      opened = true;
    };
    source.onmessage = soon;
    source.addEventListener('resync', soon);
    return () => {
      source.close();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [eventId]);
}
