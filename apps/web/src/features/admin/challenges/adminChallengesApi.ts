import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { challengeOrganizerApi as api, routePath, type AdminChallengeRow, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';

/** GET /api/admin/challenges: every organizer's challenges with their participant counts. */
export function useAdminChallenges(enabled: boolean) {
  return useQuery({
    queryKey: ['admin-challenges'],
    enabled,
    queryFn: ({ signal }) => apiFetch<{ challenges: AdminChallengeRow[] }>(routePath(api.adminList), { signal }).then((answer) => answer.challenges),
  });
}

/** GET /api/admin/challenges/:challengeId/participants?page=: one page (100) with the total. */
export function useAdminChallengeParticipants(id: string, enabled: boolean, page: number) {
  return useQuery({
    queryKey: ['admin-challenge-participants', id, page],
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof api.adminParticipants>>(routePath(api.adminParticipants, { challengeId: id }, { page }), { signal }),
  });
}
