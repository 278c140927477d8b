import { useEffect, useRef } from 'react';
import { registrantsApi, routePath } from '@dorsal/core';
import { useServerEvents } from '../../../shared/http/useServerEvents.ts';

const BURST_MS = 400;

/**
 * Follows the event's registrants topic (SSE): `onChange` runs once per burst of registrations or edits, and when the
 * stream asks for a fresh read (messages it could not replay after a reconnection).
 */
export function useRegistrantsStream(eventId: number, onChange: () => void) {
  const latest = useRef(onChange);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const soon = () => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      latest.current();
    }, BURST_MS);
  };
  useServerEvents(routePath(registrantsApi.stream, { id: eventId }), { onChange: soon, onSnapshot: soon });
}
