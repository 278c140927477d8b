import { useQuery } from '@tanstack/react-query';
import { challengeOrganizerApi as api, routePath, type AdminChallengeRow, type ChallengeParticipantRow } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';

/** GET /api/admin/challenges: every organizer's challenges with their participant counts. */
export function useAdminChallenges(enabled: boolean) {
  return useQuery({
    queryKey: ['admin-challenges'],
    enabled,
    queryFn: ({ signal }) => apiFetch<{ challenges: AdminChallengeRow[] }>(routePath(api.adminList), { signal }).then((answer) => answer.challenges),
  });
}

/** GET /api/admin/challenges/:challengeId/participants */
export function useAdminChallengeParticipants(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin-challenge-participants', id],
    enabled,
    retry: false,
    queryFn: ({ signal }) => apiFetch<{ challenge: AdminChallengeRow; participants: ChallengeParticipantRow[] }>(routePath(api.adminParticipants, { challengeId: id }), { signal }),
  });
}
