import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityFilesApi, type RouteAnswer, type RouteBody } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';

const api = activityFilesApi;
const trainingKey = ['me', 'training'] as const;

export function useTraining() {
  return useQuery({ queryKey: trainingKey, queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof api.training>>(api.training.path, { signal }) });
}

export function useSaveTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<typeof api.saveTraining>) => apiFetch<RouteAnswer<typeof api.saveTraining>>(api.saveTraining.path, { method: 'PUT', body }),
    onSuccess: (answer) => {
      client.setQueryData(trainingKey, answer);
      // IF and TSS of uploaded activities are computed against the FTP
      void client.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'challenge' && query.queryKey[2] === 'activities' });
    },
  });
}
