import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityFilesApi, routePath, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../../../shared/http/apiFetch.ts';
import { meKey } from '../../api.ts';

const api = activityFilesApi;
export const activitiesKey = (challengeId: string) => ['challenge', challengeId, 'activities'] as const;
export const activityUploadPath = (challengeId: string) => routePath(api.upload, { challengeId });

export function useUploadedActivities(challengeId: string) {
  return useQuery({
    queryKey: activitiesKey(challengeId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof api.list>>(routePath(api.list, { challengeId }), { signal }),
  });
}

/** 'Aplicar': the answer is the participation (finish time and evidence set); the list marks the applied one. */
export function useApplyActivity(challengeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (activityId: number) => apiFetch<RouteAnswer<typeof api.apply>>(routePath(api.apply, { challengeId, activityId }), { method: 'POST' }),
    onSuccess: (answer) => {
      client.setQueryData(meKey(challengeId), answer);
      void client.invalidateQueries({ queryKey: activitiesKey(challengeId) });
      void client.invalidateQueries({ queryKey: ['challenge', challengeId, 'results'] });
    },
  });
}
