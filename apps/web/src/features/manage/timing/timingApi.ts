import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routePath, timingApi, type LiveBoard, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';

const keysKey = (eventId: number) => ['timing-keys', eventId] as const;
const reviewKey = (eventId: number) => ['timing-review', eventId] as const;
const startsKey = (eventId: number) => ['live-board', eventId, 'starts'] as const;

/** The event's timing keys (without secrets). */
export function useTimingKeys(eventId: number) {
  return useQuery({
    queryKey: keysKey(eventId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof timingApi.keys>>(routePath(timingApi.keys, { id: eventId }), { signal }).then((answer) => answer.keys),
  });
}

export function useTimingKeyChanges(eventId: number) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: keysKey(eventId) });
  const create = useMutation({
    mutationFn: (name: string) => apiFetch<RouteAnswer<typeof timingApi.createKey>>(routePath(timingApi.createKey, { id: eventId }), { method: 'POST', body: { name } }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (keyId: number) => apiFetch<RouteAnswer<typeof timingApi.revokeKey>>(routePath(timingApi.revokeKey, { id: eventId, keyId }), { method: 'POST' }),
    onSuccess: refresh,
  });
  return { create, revoke };
}

/** Each modality's start and counts (the live board, without passings worth showing here). */
export function useWaveStarts(eventId: number) {
  return useQuery({
    queryKey: startsKey(eventId),
    queryFn: ({ signal }) => apiFetch<LiveBoard>(routePath(timingApi.board, { id: eventId }, { limit: '10' }), { signal }).then((board) => board.modalities),
  });
}

export function useStartWave(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { modalityCode: string; wave?: string; startAt?: string }) =>
      apiFetch<RouteAnswer<typeof timingApi.startWave>>(routePath(timingApi.startWave, { id: eventId }), { method: 'POST', body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['live-board', eventId] }),
  });
}

/** Readings of unknown bibs and readings held for review. */
export function useReviewPassings(eventId: number) {
  return useQuery({
    queryKey: reviewKey(eventId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof timingApi.reviewList>>(routePath(timingApi.reviewList, { id: eventId }), { signal }).then((answer) => answer.passings),
    refetchInterval: 15_000,
  });
}

export function useAssignPassing(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ passingId, bib }: { passingId: number; bib: number }) =>
      apiFetch<RouteAnswer<typeof timingApi.assignPassing>>(routePath(timingApi.assignPassing, { id: eventId, passingId }), { method: 'POST', body: { bib } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: reviewKey(eventId) }),
  });
}

const manualKey = (eventId: number) => ['timing-manual', eventId] as const;

/** The latest readings typed at the finish line. */
export function useManualPassings(eventId: number) {
  return useQuery({
    queryKey: manualKey(eventId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof timingApi.manualPassings>>(routePath(timingApi.manualPassings, { id: eventId }), { signal }).then((answer) => answer.passings),
  });
}

export type ManualEntry = { bib: number; checkpoint: 'salida' | 'meta' | number; time: string; readId: string };

export function useManualChanges(eventId: number) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: manualKey(eventId) });
  const record = useMutation({
    mutationFn: (entry: ManualEntry) => apiFetch<RouteAnswer<typeof timingApi.manualPassing>>(routePath(timingApi.manualPassing, { id: eventId }), { method: 'POST', body: entry }),
    onSettled: refresh,
  });
  const correct = useMutation({
    mutationFn: ({ passingId, ...change }: { passingId: number; bib?: number; time?: string }) =>
      apiFetch<RouteAnswer<typeof timingApi.correctPassing>>(routePath(timingApi.correctPassing, { id: eventId, passingId }), { method: 'PATCH', body: change }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (passingId: number) => apiFetch<RouteAnswer<typeof timingApi.deletePassing>>(routePath(timingApi.deletePassing, { id: eventId, passingId }), { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { record, correct, remove };
}
