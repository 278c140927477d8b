import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LIVE_ALL_LIMIT, mergeLiveChange, routePath, timingApi, type LiveBoard, type LiveChange, type LiveLimit } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';
import { useResultsStream } from '../../../shared/events/useResultsStream.ts';
import { useReportRefresh } from './useReportRefresh.ts';

const rowsOf: Record<LiveLimit, number> = { '10': 10, '20': 20, all: LIVE_ALL_LIMIT };
const boardKey = (eventId: number, modalityCode: string | undefined, limit: LiveLimit) => ['live-board', eventId, modalityCode ?? '', limit] as const;

const isLiveChange = (payload: unknown): payload is LiveChange =>
  typeof payload === 'object' && payload !== null && Array.isArray((payload as LiveChange).passings) && Array.isArray((payload as LiveChange).modalities);

/**
 * The live board of an event (GET /api/events/:id/live) kept current by the results stream: each change is merged
 * into the cached board without a request; after a (re)connection the board is fetched again. Open report pages take
 * the change's results diffs in place (useReportRefresh).
 */
export function useLiveBoard(eventId: number, modalityCode: string | undefined, limit: LiveLimit) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: boardKey(eventId, modalityCode, limit),
    queryFn: ({ signal }) => apiFetch<LiveBoard>(routePath(timingApi.board, { id: eventId }, { limit, ...(modalityCode ? { modality: modalityCode } : {}) }), { signal }),
    staleTime: Infinity,
  });
  const refreshReports = useReportRefresh(eventId);

  const { connected } = useResultsStream(eventId, {
    onChange: (payload) => {
      if (!isLiveChange(payload)) {
        void client.invalidateQueries({ queryKey: ['live-board', eventId] });
      } else {
        client.setQueryData<LiveBoard>(boardKey(eventId, modalityCode, limit), (board) =>
          board ? mergeLiveChange(board, payload, { modalityCode, limit: rowsOf[limit] }) : board,
        );
        void client.invalidateQueries({ queryKey: ['live-board', eventId], refetchType: 'none' });
      }
      refreshReports(payload);
    },
    onSnapshot: () => {
      void client.invalidateQueries({ queryKey: ['live-board', eventId] });
      refreshReports();
    },
  });
  return { ...query, connected };
}
