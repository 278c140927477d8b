import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventsApi, routePath, type EventFormSetup, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../../shared/http/apiFetch.ts';

const formKey = (eventId: number) => ['form-fields', eventId] as const;

/** GET /api/manage/events/:id/form-fields */
export function useFormFields(eventId: number) {
  return useQuery({
    queryKey: formKey(eventId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof eventsApi.formFields>>(routePath(eventsApi.formFields, { id: eventId }), { signal }),
  });
}

/** PUT /api/manage/events/:id/form-fields: the whole list, in order. */
export function useSaveFormFields(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: EventFormSetup) =>
      apiFetch<RouteAnswer<typeof eventsApi.saveFormFields>>(routePath(eventsApi.saveFormFields, { id: eventId }), { method: 'PUT', body: form }),
    onSuccess: (form) => queryClient.setQueryData(formKey(eventId), form),
  });
}
