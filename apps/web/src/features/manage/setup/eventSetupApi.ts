import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CallDocument,
  DiscountCodeInput,
  DiscountCodeView,
  EventSettings,
  EventSettingsView,
  ModalitySetup,
  ModalitySetupView,
  NewEvent,
  RegistrationRules,
} from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';
import { useEventsChanged } from '../api.ts';

const settingsKey = (eventId: number) => ['event-settings', eventId] as const;

/** POST /api/manage/events: a new draft the caller owns. */
export function useCreateEvent() {
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: (event: NewEvent) => apiFetch<{ event: EventSettingsView }>('/api/manage/events', { method: 'POST', body: event }),
    onSuccess: () => changed(),
  });
}

/** GET /api/manage/events/:id */
export function useEventSettings(eventId: number | null) {
  return useQuery({
    queryKey: settingsKey(eventId ?? 0),
    queryFn: ({ signal }) => apiFetch<{ event: EventSettingsView }>(`/api/manage/events/${eventId}`, { signal }).then((answer) => answer.event),
    enabled: eventId !== null,
  });
}

/** PUT /api/manage/events/:id; answers the fields that changed. */
export function useSaveSettings(eventId: number) {
  const queryClient = useQueryClient();
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: (settings: EventSettings) =>
      apiFetch<{ event: EventSettingsView; changed: string[] }>(`/api/manage/events/${eventId}`, { method: 'PUT', body: settings }),
    onSuccess: ({ event }) => {
      queryClient.setQueryData(settingsKey(eventId), event);
      changed(eventId);
    },
  });
}

const callDocumentKey = (eventId: number) => ['call-document', eventId] as const;

/** GET /api/manage/events/:id/call-document */
export function useCallDocument(eventId: number) {
  return useQuery({
    queryKey: callDocumentKey(eventId),
    queryFn: ({ signal }) =>
      apiFetch<{ callDocument: CallDocument | null }>(`/api/manage/events/${eventId}/call-document`, { signal }).then((answer) => answer.callDocument),
  });
}

/** PUT /api/manage/events/:id/call-document */
export function useSaveCallDocument(eventId: number) {
  const queryClient = useQueryClient();
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: (document: CallDocument) =>
      apiFetch<{ callDocument: CallDocument | null }>(`/api/manage/events/${eventId}/call-document`, { method: 'PUT', body: document }),
    onSuccess: ({ callDocument }) => {
      queryClient.setQueryData(callDocumentKey(eventId), callDocument);
      changed(eventId);
    },
  });
}

const modalitiesKey = (eventId: number) => ['setup-modalities', eventId] as const;

/** GET /api/manage/events/:id/modalities */
export function useModalities(eventId: number) {
  return useQuery({
    queryKey: modalitiesKey(eventId),
    queryFn: ({ signal }) =>
      apiFetch<{ modalities: ModalitySetupView[] }>(`/api/manage/events/${eventId}/modalities`, { signal }).then((answer) => answer.modalities),
  });
}

/** POST a new modality, or PUT one by its code. */
export function useSaveModality(eventId: number) {
  const queryClient = useQueryClient();
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: ({ modality, isNew }: { modality: ModalitySetup; isNew: boolean }) =>
      apiFetch<{ modality: ModalitySetupView }>(
        isNew ? `/api/manage/events/${eventId}/modalities` : `/api/manage/events/${eventId}/modalities/${encodeURIComponent(modality.code)}`,
        { method: isNew ? 'POST' : 'PUT', body: modality },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: modalitiesKey(eventId) });
      changed(eventId);
    },
  });
}

/** POST /api/manage/events/:id/duplicate: next year's edition, a draft the caller owns. */
export function useDuplicateEvent(eventId: number) {
  const changed = useEventsChanged();
  return useMutation({
    mutationFn: (copy: { name: string; eventDate: string }) =>
      apiFetch<{ event: EventSettingsView }>(`/api/manage/events/${eventId}/duplicate`, { method: 'POST', body: copy }),
    onSuccess: () => changed(),
  });
}

const discountsKey = (eventId: number) => ['discount-codes', eventId] as const;

/** GET /api/manage/events/:id/discount-codes */
export function useDiscountCodes(eventId: number) {
  return useQuery({
    queryKey: discountsKey(eventId),
    queryFn: ({ signal }) => apiFetch<{ codes: DiscountCodeView[] }>(`/api/manage/events/${eventId}/discount-codes`, { signal }).then((answer) => answer.codes),
  });
}

/** POST a new code, PUT a code's new terms, or PATCH one on or off. */
export function useDiscountCodeChanges(eventId: number) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: discountsKey(eventId) });
  const create = useMutation({
    mutationFn: (code: DiscountCodeInput) => apiFetch<{ code: DiscountCodeView }>(`/api/manage/events/${eventId}/discount-codes`, { method: 'POST', body: code }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (code: DiscountCodeInput) =>
      apiFetch<{ code: DiscountCodeView }>(`/api/manage/events/${eventId}/discount-codes/${encodeURIComponent(code.code)}`, { method: 'PUT', body: code }),
    onSuccess: refresh,
  });
  const switchCode = useMutation({
    mutationFn: ({ code, active }: { code: string; active: boolean }) =>
      apiFetch<{ code: DiscountCodeView }>(`/api/manage/events/${eventId}/discount-codes/${encodeURIComponent(code)}`, { method: 'PATCH', body: { active } }),
    onSuccess: refresh,
  });
  return { create, update, switchCode };
}

const rulesKey = (eventId: number) => ['registration-rules', eventId] as const;

/** GET /api/manage/events/:id/registration-rules */
export function useRegistrationRules(eventId: number) {
  return useQuery({
    queryKey: rulesKey(eventId),
    queryFn: ({ signal }) => apiFetch<{ rules: RegistrationRules }>(`/api/manage/events/${eventId}/registration-rules`, { signal }).then((answer) => answer.rules),
  });
}

/** PUT /api/manage/events/:id/registration-rules */
export function useSaveRegistrationRules(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: RegistrationRules) =>
      apiFetch<{ rules: RegistrationRules }>(`/api/manage/events/${eventId}/registration-rules`, { method: 'PUT', body: rules }),
    onSuccess: ({ rules }) => queryClient.setQueryData(rulesKey(eventId), rules),
  });
}
