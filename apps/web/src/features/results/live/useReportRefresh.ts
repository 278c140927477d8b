import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { applyReportDiff, type EventDetail, type LiveChange, type ReportDiff, type ResultsPage, type ResultView } from '@dorsal/core';
import { eventKey } from '../../../shared/events/api.ts';

/** How often report pages a diff could not update, the event's counts and followed athletes are refetched at most. */
const REPORT_REFRESH_MS = 2_000;

const diffsOf = (payload: unknown): ReportDiff<ResultView>[] | null => {
  const results = typeof payload === 'object' && payload !== null ? (payload as LiveChange).results : undefined;
  return Array.isArray(results) ? results : null;
};

const countsOf = (payload: unknown): LiveChange['counts'] | null => {
  const counts = typeof payload === 'object' && payload !== null ? (payload as LiveChange).counts : undefined;
  return counts && typeof counts.finishers === 'number' && typeof counts.total === 'number' ? counts : null;
};

/**
 * Keeps an event's cached report pages current from its results stream. A message carrying results diffs (live
 * timing) is applied to every cached page in place, without a request; only the pages it cannot update (a version
 * missed, rows shifting in from a page the client does not hold) are refetched, throttled. Any other message, and a
 * (re)connection, refetches every page. The event's counts come with the message (set in the cached event); the event
 * is read again only after a message without them. Followed athletes are refetched throttled.
 */
export function useReportRefresh(eventId: number) {
  const client = useQueryClient();
  const lastRefresh = useRef(0);
  const pending = useRef<number | null>(null);
  /** The pages to refetch at the next refresh; 'all' for every report page of the event. */
  const stale = useRef<QueryKey[] | 'all'>([]);
  /** Whether a message came without the event's counts (or the stream reconnected): read the event again. */
  const eventStale = useRef(false);
  useEffect(
    () => () => {
      if (pending.current !== null) window.clearTimeout(pending.current);
    },
    [],
  );

  const schedule = useCallback(() => {
    if (pending.current !== null) return;
    const wait = Math.max(0, lastRefresh.current + REPORT_REFRESH_MS - Date.now());
    pending.current = window.setTimeout(() => {
      pending.current = null;
      lastRefresh.current = Date.now();
      const pages = stale.current;
      stale.current = [];
      if (pages === 'all') void client.invalidateQueries({ queryKey: ['results-page', eventId] });
      else for (const queryKey of pages) void client.invalidateQueries({ queryKey, exact: true });
      if (eventStale.current) void client.invalidateQueries({ queryKey: eventKey(eventId) });
      eventStale.current = false;
      void client.invalidateQueries({ queryKey: ['live-follow', eventId] });
    }, wait);
  }, [client, eventId]);

  return useCallback(
    (payload?: unknown) => {
      const diffs = diffsOf(payload);
      const counts = countsOf(payload);
      if (counts) client.setQueryData<EventDetail>(eventKey(eventId), (event) => (event ? { ...event, resultCounts: counts } : event));
      else eventStale.current = true;
      if (diffs === null) stale.current = 'all';
      else if (stale.current !== 'all') {
        const staleKeys = stale.current;
        for (const query of client.getQueryCache().findAll({ queryKey: ['results-page', eventId] })) {
          const { queryKey } = query;
          const page = query.state.data as ResultsPage | undefined;
          // A page on its way may have been read before this change: read it again once it lands.
          if (query.state.fetchStatus === 'fetching') staleKeys.push(queryKey);
          if (!page) continue;
          const diff = diffs.find((candidate) => candidate.modalityCode === page.modalityCode);
          if (!diff) continue; // this modality's results did not move
          const next = applyReportDiff(page, diff);
          if (next === null) staleKeys.push(queryKey);
          else if (next !== page) client.setQueryData(queryKey, next);
        }
      }
      schedule();
    },
    [client, eventId, schedule],
  );
}
