import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { challengeAthleteApi, routePath, type MyParticipation, type RouteAnswer, type RouteBody } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';

const api = challengeAthleteApi;
export const challengeKey = (id: string) => ['challenge', id] as const;
export const meKey = (id: string) => ['challenge', id, 'me'] as const;

export function useMyChallenges(enabled: boolean) {
  return useQuery({ queryKey: ['challenges', 'mine'], queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof api.mine>>(api.mine.path, { signal }), enabled });
}

export function useChallengeCard(challengeId: string) {
  return useQuery({
    queryKey: challengeKey(challengeId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof api.card>>(routePath(api.card, { challengeId }), { signal }),
    retry: false,
  });
}

export function useMyParticipation(challengeId: string, enabled: boolean) {
  return useQuery({
    queryKey: meKey(challengeId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof api.me>>(routePath(api.me, { challengeId }), { signal }),
    enabled,
    retry: false,
  });
}

/** A mutation whose answer is the participation: the cached one is replaced at once, results read again. */
function useParticipationMutation<B>(challengeId: string, call: (body: B) => Promise<{ participant: MyParticipation }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      client.setQueryData(meKey(challengeId), answer);
      void client.invalidateQueries({ queryKey: ['challenge', challengeId, 'results'] });
      void client.invalidateQueries({ queryKey: ['challenges', 'mine'] });
    },
  });
}

export const useJoinChallenge = (challengeId: string) =>
  useParticipationMutation(challengeId, (body: RouteBody<typeof api.join>) => apiFetch<RouteAnswer<typeof api.join>>(routePath(api.join, { challengeId }), { method: 'POST', body }));
export const usePayChallenge = (challengeId: string) =>
  useParticipationMutation(challengeId, (body: RouteBody<typeof api.pay>) => apiFetch<RouteAnswer<typeof api.pay>>(routePath(api.pay, { challengeId }), { method: 'POST', body }));
export const useSaveForm = (challengeId: string) =>
  useParticipationMutation(challengeId, (body: RouteBody<typeof api.form>) => apiFetch<RouteAnswer<typeof api.form>>(routePath(api.form, { challengeId }), { method: 'PUT', body }));
export const useSaveGoal = (challengeId: string) =>
  useParticipationMutation(challengeId, (body: RouteBody<typeof api.goal>) => apiFetch<RouteAnswer<typeof api.goal>>(routePath(api.goal, { challengeId }), { method: 'PUT', body }));
export const useSaveFinish = (challengeId: string) =>
  useParticipationMutation(challengeId, (body: RouteBody<typeof api.finish>) => apiFetch<RouteAnswer<typeof api.finish>>(routePath(api.finish, { challengeId }), { method: 'PUT', body }));
export const useSaveStep = (challengeId: string) =>
  useParticipationMutation(challengeId, (body: RouteBody<typeof api.step>) => apiFetch<RouteAnswer<typeof api.step>>(routePath(api.step, { challengeId }), { method: 'PUT', body }));

export const photoUploadPath = (challengeId: string, kind: 'startLine' | 'finishLine' | 'evidence') => routePath(api.photo, { challengeId, kind });

export function useGallery(challengeId: string, kind: 'startLine' | 'finishLine', page: number) {
  return useQuery({
    queryKey: ['challenge', challengeId, 'gallery', kind, page],
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof api.gallery>>(routePath(api.gallery, { challengeId }, { kind, page }), { signal }),
  });
}

/** One page (50 rows) of the results, 'Todos' or one gender; the page shown stays while the next loads. */
export function useChallengeResults(challengeId: string, gender: 'all' | 'F' | 'M', page: number) {
  return useQuery({
    queryKey: ['challenge', challengeId, 'results', gender, page],
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof api.results>>(routePath(api.results, { challengeId }, { gender, page }), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyResult(challengeId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['challenge', challengeId, 'results', 'me'],
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof api.myResult>>(routePath(api.myResult, { challengeId }), { signal }),
    enabled,
  });
}

export function usePodium(challengeId: string) {
  return useQuery({
    queryKey: ['challenge', challengeId, 'results', 'podium'],
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof api.podium>>(routePath(api.podium, { challengeId }), { signal }),
  });
}
