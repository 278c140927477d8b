import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAX_FOLLOWED, routePath, timingApi, type TrackedAthlete } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';

const storageKey = (eventId: number) => `dorsal.followed.${eventId}`;

function readBibs(eventId: number): number[] {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey(eventId)) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((bib): bib is number => Number.isInteger(bib)).slice(0, MAX_FOLLOWED) : [];
  } catch {
    return [];
  }
}

export const fetchFollowed = (eventId: number, bibs: readonly number[], signal?: AbortSignal) =>
  apiFetch<{ athletes: TrackedAthlete[] }>(routePath(timingApi.followed, { id: eventId }, { bibs: bibs.join(',') }), signal ? { signal } : {}).then(
    (answer) => answer.athletes,
  );

/** The athletes a visitor follows on a live page (kept in local storage, so a reload keeps them) and their progress. */
export function useFollowed(eventId: number) {
  const [bibs, setBibs] = useState(() => readBibs(eventId));
  const save = useCallback(
    (next: number[]) => {
      localStorage.setItem(storageKey(eventId), JSON.stringify(next));
      setBibs(next);
    },
    [eventId],
  );
  const query = useQuery({
    queryKey: ['live-follow', eventId, bibs.join(',')],
    queryFn: ({ signal }) => fetchFollowed(eventId, bibs, signal),
    enabled: bibs.length > 0,
  });
  return {
    bibs,
    athletes: bibs.length > 0 ? (query.data ?? []) : [],
    follow: (bib: number) => save([...bibs.filter((known) => known !== bib), bib].slice(-MAX_FOLLOWED)),
    unfollow: (bib: number) => save(bibs.filter((known) => known !== bib)),
    full: bibs.length >= MAX_FOLLOWED,
  };
}
