import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/** How often open reports and the event's counts are refetched at most while passings stream in. */
const REPORT_REFRESH_MS = 2_000;

/** A throttled refetch of an event's open report pages, its counts and followed athletes (the server serves each results version once). */
export function useReportRefresh(eventId: number) {
  const client = useQueryClient();
  const lastRefresh = useRef(0);
  const pending = useRef<number | null>(null);
  useEffect(() => () => {
    if (pending.current !== null) window.clearTimeout(pending.current);
  }, []);
  return useCallback(() => {
    if (pending.current !== null) return;
    const wait = Math.max(0, lastRefresh.current + REPORT_REFRESH_MS - Date.now());
    pending.current = window.setTimeout(() => {
      pending.current = null;
      lastRefresh.current = Date.now();
      void client.invalidateQueries({ queryKey: ['results-page', eventId] });
      void client.invalidateQueries({ queryKey: ['event', eventId] });
      void client.invalidateQueries({ queryKey: ['live-follow', eventId] });
    }, wait);
  }, [client, eventId]);
}
