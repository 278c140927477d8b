import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { routePath, viewsApi, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../shared/http/apiFetch.ts';
import { useResultsStream } from '../../shared/events/useResultsStream.ts';

/** GET /api/events/:id/views/:viewIndex: the public view. */
export function usePublicView(eventId: number, viewIndex: number) {
  return useQuery({
    queryKey: ['view', eventId, viewIndex],
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof viewsApi.view>>(routePath(viewsApi.view, { id: eventId, viewIndex }), { signal }),
    retry: false,
  });
}

const factsKey = (eventId: number, bib: number) => ['view-facts', eventId, bib] as const;

/** GET /api/events/:id/views/facts/:bib: the athlete's facts (null when there is no bib). */
export function useAthleteFacts(eventId: number, bib: number | null) {
  return useQuery({
    queryKey: factsKey(eventId, bib ?? 0),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof viewsApi.facts>>(routePath(viewsApi.facts, { id: eventId, bib: bib! }), { signal }),
    enabled: bib !== null,
    retry: false,
  });
}

/** Which modalities a results-stream message says changed (live timing names them; an import names none: all). */
function changedModalities(payload: unknown): string[] | null {
  if (!payload || typeof payload !== 'object' || !('modalities' in payload) || !Array.isArray(payload.modalities)) return null;
  return payload.modalities.flatMap((modality: unknown) => (modality && typeof modality === 'object' && 'code' in modality && typeof modality.code === 'string' ? [modality.code] : []));
}

/**
 * Reads the athlete's facts again whenever the event's results stream says their modality changed (or, after an
 * import or a reconnection, anything did); once more a moment later, since the server may still answer the version
 * it had for a second or two.
 */
export function useLiveFacts(eventId: number, bib: number | null, modalityCode: string | undefined) {
  const client = useQueryClient();
  const later = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(later.current), []);
  const refresh = () => {
    if (bib === null) return;
    void client.invalidateQueries({ queryKey: factsKey(eventId, bib) });
    clearTimeout(later.current);
    later.current = setTimeout(() => void client.invalidateQueries({ queryKey: factsKey(eventId, bib) }), 2_500);
  };
  return useResultsStream(
    eventId,
    {
      onChange: (payload) => {
        const modalities = changedModalities(payload);
        if (modalities === null || modalityCode === undefined || modalities.length === 0 || modalities.includes(modalityCode)) refresh();
      },
      onSnapshot: refresh,
    },
    bib !== null,
  );
}
