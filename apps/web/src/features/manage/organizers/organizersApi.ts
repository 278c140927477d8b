import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddOrganizerMember, OrganizerInput, OrganizerMember, OrganizerView } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';
import { useEventsChanged } from '../api.ts';

const mineKey = ['organizers'] as const;
const organizerKey = (id: number) => ['organizer', id] as const;
const membersKey = (id: number) => ['organizer-members', id] as const;

/** GET /api/manage/organizers: the caller's organizers (every one for an admin). */
export function useMyOrganizers(enabled = true) {
  return useQuery({
    queryKey: mineKey,
    queryFn: ({ signal }) => apiFetch<{ organizers: OrganizerView[] }>('/api/manage/organizers', { signal }).then((answer) => answer.organizers),
    enabled,
  });
}

/** GET /api/manage/organizers/:id */
export function useOrganizer(id: number) {
  return useQuery({
    queryKey: organizerKey(id),
    queryFn: ({ signal }) => apiFetch<{ organizer: OrganizerView }>(`/api/manage/organizers/${id}`, { signal }).then((answer) => answer.organizer),
  });
}

/** After an organizer changes: its page, the list and the events that show its name. */
export function useOrganizerChanged() {
  const queryClient = useQueryClient();
  const eventsChanged = useEventsChanged();
  return (organizer: OrganizerView) => {
    queryClient.setQueryData(organizerKey(organizer.id), organizer);
    void queryClient.invalidateQueries({ queryKey: mineKey });
    eventsChanged();
  };
}

/** PUT /api/manage/organizers/:id */
export function useSaveOrganizer(id: number) {
  const changed = useOrganizerChanged();
  return useMutation({
    mutationFn: (input: OrganizerInput) => apiFetch<{ organizer: OrganizerView }>(`/api/manage/organizers/${id}`, { method: 'PUT', body: input }),
    onSuccess: ({ organizer }) => changed(organizer),
  });
}

/** GET /api/manage/organizers/:id/members */
export function useOrganizerMembers(id: number) {
  return useQuery({
    queryKey: membersKey(id),
    queryFn: ({ signal }) => apiFetch<{ members: OrganizerMember[] }>(`/api/manage/organizers/${id}/members`, { signal }).then((answer) => answer.members),
  });
}

/** POST and DELETE /api/manage/organizers/:id/members */
export function useOrganizerMemberChanges(id: number) {
  const queryClient = useQueryClient();
  const store = (members: OrganizerMember[]) => queryClient.setQueryData(membersKey(id), members);
  const add = useMutation({
    mutationFn: (member: AddOrganizerMember) =>
      apiFetch<{ members: OrganizerMember[]; message: string }>(`/api/manage/organizers/${id}/members`, { method: 'POST', body: member }),
    onSuccess: (answer) => store(answer.members),
  });
  const remove = useMutation({
    mutationFn: (userId: string) => apiFetch<{ members: OrganizerMember[] }>(`/api/manage/organizers/${id}/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: (answer) => store(answer.members),
  });
  return { add, remove };
}
