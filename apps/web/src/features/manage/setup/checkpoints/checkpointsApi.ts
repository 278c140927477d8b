import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkpointsApi, routePath, type CheckpointSetup, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../../shared/http/apiFetch.ts';

const checkpointsKey = (eventId: number) => ['event-checkpoints', eventId] as const;

/** GET /api/manage/events/:id/checkpoints: the checkpoints and the modalities a lap may name. */
export function useCheckpoints(eventId: number) {
  return useQuery({
    queryKey: checkpointsKey(eventId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof checkpointsApi.list>>(routePath(checkpointsApi.list, { id: eventId }), { signal }),
  });
}

/** POST a new checkpoint, or PUT the one numbered `number` (it may get another number). */
export function useSaveCheckpoint(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checkpoint, number }: { checkpoint: CheckpointSetup; number: number | null }) =>
      number === null
        ? apiFetch<RouteAnswer<typeof checkpointsApi.create>>(routePath(checkpointsApi.create, { id: eventId }), { method: 'POST', body: checkpoint })
        : apiFetch<RouteAnswer<typeof checkpointsApi.update>>(routePath(checkpointsApi.update, { id: eventId, number }), { method: 'PUT', body: checkpoint }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkpointsKey(eventId) }),
  });
}

/** DELETE one checkpoint; the answer is the list left. */
export function useRemoveCheckpoint(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: number) => apiFetch<RouteAnswer<typeof checkpointsApi.remove>>(routePath(checkpointsApi.remove, { id: eventId, number }), { method: 'DELETE' }),
    onSuccess: (view) => queryClient.setQueryData(checkpointsKey(eventId), view),
  });
}
