import { useQuery } from '@tanstack/react-query';
import { RESULTS_PAGE_SIZE, type ResultReportKind, type ResultsPage, type RowPlace } from '@dorsal/core';
import { apiFetch } from '../../shared/http/apiFetch.ts';
import type { ResultDetail, ResultView, WinnersAnswer } from './types.ts';

const base = (eventId: number) => `/api/events/${eventId}/results`;

export interface ReportRef {
  eventId: number;
  modalityCode: string;
  kind: ResultReportKind;
}

const pageUrl = ({ eventId, modalityCode, kind }: ReportRef, page: number) =>
  `${base(eventId)}?modality=${encodeURIComponent(modalityCode)}&report=${kind}&offset=${page * RESULTS_PAGE_SIZE}&limit=${RESULTS_PAGE_SIZE}`;

/** Query of page number `page` of a report (GET /api/events/:id/results?modality&report&offset&limit). */
export const reportPageQuery = (report: ReportRef, page: number) => ({
  queryKey: ['results-page', report.eventId, report.modalityCode, report.kind, page] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiFetch<ResultsPage>(pageUrl(report, page), { signal }),
  staleTime: 5_000,
});

/** GET /api/events/:id/results/:bib/page?report=…: where a runner's row falls in a report. */
export const fetchRowPlace = (report: ReportRef, bib: number) =>
  apiFetch<RowPlace>(`${base(report.eventId)}/${bib}/page?report=${report.kind}&limit=${RESULTS_PAGE_SIZE}`);

/** GET /api/events/:id/results/position?modality&position: the first row at that overall position or the next. */
export const fetchPositionPlace = (report: ReportRef, position: number) =>
  apiFetch<RowPlace>(
    `${base(report.eventId)}/position?modality=${encodeURIComponent(report.modalityCode)}&position=${position}&limit=${RESULTS_PAGE_SIZE}`,
  );

/** The whole published results as CSV (streamed by the server). */
export const resultsCsvUrl = (eventId: number, modalityCode: string) =>
  `${base(eventId)}.csv?modality=${encodeURIComponent(modalityCode)}`;

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

/** GET /api/events/:id/results/mine: the signed-in account's own bibs in the results. */
export function useMyResultBibs(eventId: number, signedIn: boolean) {
  return useQuery({
    queryKey: ['my-result-bibs', eventId],
    queryFn: ({ signal }) => apiFetch<{ bibs: number[] }>(`${base(eventId)}/mine`, { signal }).then((answer) => answer.bibs),
    enabled: signedIn,
  });
}
