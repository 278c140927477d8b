import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../shared/http/apiFetch.ts';
import type { ResultDetail, ResultView, WinnersAnswer } from './types.ts';

const base = (eventId: number) => `/api/events/${eventId}/results`;

/** GET /api/events/:id/results?modality=CODE: every listed row of one modality. */
export function useModalityResults(eventId: number, modalityCode: string | null) {
  return useQuery({
    queryKey: ['results', eventId, modalityCode],
    queryFn: ({ signal }) =>
      apiFetch<{ rows: ResultView[] }>(`${base(eventId)}?modality=${encodeURIComponent(modalityCode ?? '')}`, { signal }).then(
        (answer) => answer.rows,
      ),
    enabled: modalityCode !== null,
  });
}

/**
 * Finishers and listed athletes of the whole event, for the results page's big count. Only the
 * two numbers are kept, so the full list does not stay in memory.
 */
/** GET /api/events/:id/results/winners */
export function useWinners(eventId: number) {
  return useQuery({
    queryKey: ['winners', eventId],
    queryFn: ({ signal }) => apiFetch<WinnersAnswer>(`${base(eventId)}/winners`, { signal }),
  });
}

/** GET /api/events/:id/results/search?q=… (only called for a valid query). */
export function useResultSearch(eventId: number, query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['result-search', eventId, query],
    queryFn: ({ signal }) =>
      apiFetch<{ rows: ResultView[] }>(`${base(eventId)}/search?q=${encodeURIComponent(query)}`, { signal }).then(
        (answer) => answer.rows,
      ),
    enabled,
  });
}

/** GET /api/events/:id/results/:bib */
export function useResultDetail(eventId: number, bib: number | null) {
  return useQuery({
    queryKey: ['result', eventId, bib],
    queryFn: ({ signal }) =>
      apiFetch<{ result: ResultDetail }>(`${base(eventId)}/${bib}`, { signal }).then((answer) => answer.result),
    enabled: bib !== null,
  });
}
