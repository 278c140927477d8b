import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  challengeOrganizerApi as api,
  routePath,
  type RouteAnswer,
  type AccessCodeView,
  type ChallengeConfig,
  type ChallengeInput,
  type ChallengeStaffMember,
  type ChallengeToggle,
  type OrganizerChallengeCard,
} from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';

const mineKey = ['organizer-challenges'] as const;
const configKey = (id: string) => ['organizer-challenge', id] as const;
const codesKey = (id: string, all: boolean) => ['organizer-challenge-codes', id, all] as const;
const participantsKey = (id: string) => ['organizer-challenge-participants', id] as const;
const staffKey = (id: string) => ['organizer-challenge-staff', id] as const;

type ConfigAnswer = { challenge: ChallengeConfig };
export type CodesAnswer = { codes: AccessCodeView[]; total: number; codeUsesTotal: number };

export function useMyChallenges(enabled: boolean) {
  return useQuery({
    queryKey: mineKey,
    enabled,
    queryFn: ({ signal }) => apiFetch<{ challenges: OrganizerChallengeCard[] }>(routePath(api.mine), { signal }).then((answer) => answer.challenges),
  });
}

export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChallengeInput) => apiFetch<ConfigAnswer>(routePath(api.create), { method: 'POST', body: input }),
    onSuccess: ({ challenge }) => {
      queryClient.setQueryData(configKey(challenge.id), challenge);
      void queryClient.invalidateQueries({ queryKey: mineKey });
    },
  });
}

export function useChallengeConfig(id: string, enabled: boolean) {
  return useQuery({
    queryKey: configKey(id),
    enabled,
    retry: false,
    queryFn: ({ signal }) => apiFetch<ConfigAnswer>(routePath(api.config, { challengeId: id }), { signal }).then((answer) => answer.challenge),
  });
}

/** Stores a configuration the server answered (every change answers the whole of it). */
export function useConfigChanged(id: string) {
  const queryClient = useQueryClient();
  return (challenge: ChallengeConfig) => {
    queryClient.setQueryData(configKey(id), challenge);
    void queryClient.invalidateQueries({ queryKey: mineKey });
  };
}

/** A change that answers the configuration: details, toggles, admin panels, audio removal. */
export function useConfigChange<B>(id: string, request: (body: B) => Promise<ConfigAnswer>) {
  const changed = useConfigChanged(id);
  return useMutation({ mutationFn: request, onSuccess: ({ challenge }) => changed(challenge) });
}

export const configRequests = (id: string) => ({
  update: (input: ChallengeInput) => apiFetch<ConfigAnswer>(routePath(api.update, { challengeId: id }), { method: 'PUT', body: input }),
  toggle: (toggle: ChallengeToggle) => apiFetch<ConfigAnswer>(routePath(api.toggle, { challengeId: id }), { method: 'PATCH', body: toggle }),
  removeAudio: (kind: 'start' | 'finish') => apiFetch<ConfigAnswer>(routePath(api.removeAudio, { challengeId: id, kind }), { method: 'DELETE' }),
  photoConfig: (body: unknown) => apiFetch<ConfigAnswer>(routePath(api.photoConfig, { challengeId: id }), { method: 'PUT', body }),
  categories: (body: unknown) => apiFetch<ConfigAnswer>(routePath(api.categories, { challengeId: id }), { method: 'PUT', body }),
  form: (body: unknown) => apiFetch<ConfigAnswer>(routePath(api.form, { challengeId: id }), { method: 'PUT', body }),
});

export function useAccessCodes(id: string, all: boolean) {
  return useQuery({
    queryKey: codesKey(id, all),
    queryFn: ({ signal }) => apiFetch<CodesAnswer>(routePath(api.codes, { challengeId: id }, all ? { all: 'true' } : undefined), { signal }),
  });
}

export function useAccessCodeChanges(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['organizer-challenge-codes', id] });
    void queryClient.invalidateQueries({ queryKey: configKey(id) });
  };
  const generate = useMutation({
    mutationFn: (input: { quantity: number; uses: number }) => apiFetch<CodesAnswer & { created: AccessCodeView[] }>(routePath(api.generateCodes, { challengeId: id }), { method: 'POST', body: input }),
    onSuccess: refresh,
  });
  const toggle = useMutation({
    mutationFn: ({ code, active }: { code: string; active: boolean }) => apiFetch<{ code: AccessCodeView }>(routePath(api.toggleCode, { challengeId: id, code }), { method: 'PATCH', body: { active } }),
    onSuccess: refresh,
  });
  return { generate, toggle };
}

/** One page (100 by race number) of the participants table with the total; the page shown stays while the next loads. */
export function useParticipantsPage(id: string, page: number) {
  return useQuery({
    queryKey: [...participantsKey(id), page],
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof api.participants>>(routePath(api.participants, { challengeId: id }, { page }), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useChallengeStaff(id: string) {
  const queryClient = useQueryClient();
  const store = ({ staff }: { staff: ChallengeStaffMember[] }) => queryClient.setQueryData(staffKey(id), staff);
  const list = useQuery({
    queryKey: staffKey(id),
    queryFn: ({ signal }) => apiFetch<{ staff: ChallengeStaffMember[] }>(routePath(api.staff, { challengeId: id }), { signal }).then((answer) => answer.staff),
  });
  const add = useMutation({ mutationFn: (email: string) => apiFetch<{ staff: ChallengeStaffMember[] }>(routePath(api.staff, { challengeId: id }), { method: 'POST', body: { email } }), onSuccess: store });
  const remove = useMutation({
    mutationFn: (userId: string) => apiFetch<{ staff: ChallengeStaffMember[] }>(routePath(api.removeStaff, { challengeId: id, userId }), { method: 'DELETE' }),
    onSuccess: store,
  });
  return { list, add, remove };
}

export const csvUrl = {
  codes: (id: string) => routePath(api.codesCsv, { challengeId: id }),
  participants: (id: string) => routePath(api.participantsCsv, { challengeId: id }),
  photo: (id: string) => routePath(api.uploadPhoto, { challengeId: id }),
  audio: (id: string, kind: 'start' | 'finish') => routePath(api.uploadAudio, { challengeId: id, kind }),
};
