import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routePath, staffApi, type AddStaff, type EventStaffList, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';

const staffKey = (eventId: number) => ['event-staff', eventId] as const;

export function useEventStaff(eventId: number) {
  return useQuery({ queryKey: staffKey(eventId), queryFn: ({ signal }) => apiFetch<EventStaffList>(routePath(staffApi.list, { id: eventId }), { signal }) });
}

export function useStaffChanges(eventId: number) {
  const client = useQueryClient();
  const keep = (staff: EventStaffList) => client.setQueryData(staffKey(eventId), staff);
  return {
    add: useMutation({
      mutationFn: (body: AddStaff) => apiFetch<RouteAnswer<typeof staffApi.add>>(routePath(staffApi.add, { id: eventId }), { method: 'POST', body }),
      onSuccess: (answer) => keep(answer.staff),
    }),
    revoke: useMutation({
      mutationFn: (userId: string) => apiFetch<EventStaffList>(routePath(staffApi.revoke, { id: eventId, userId }), { method: 'DELETE' }),
      onSuccess: keep,
    }),
    transfer: useMutation({
      mutationFn: (body: { email: string }) => apiFetch<RouteAnswer<typeof staffApi.transferOwnership>>(routePath(staffApi.transferOwnership, { id: eventId }), { method: 'POST', body }),
      onSuccess: (answer) => keep(answer.staff),
    }),
    revokeInvitation: useMutation({
      mutationFn: (invitationId: number) => apiFetch<EventStaffList>(routePath(staffApi.revokeInvitation, { id: eventId, invitationId }), { method: 'DELETE' }),
      onSuccess: keep,
    }),
  };
}

export function useInvitation(token: string) {
  return useQuery({ queryKey: ['staff-invitation', token], queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof staffApi.invitation>>(routePath(staffApi.invitation, { token }), { signal }), retry: false });
}

export function useAcceptInvitation(token: string) {
  return useMutation({ mutationFn: () => apiFetch<RouteAnswer<typeof staffApi.accept>>(routePath(staffApi.accept, { token }), { method: 'POST' }) });
}
