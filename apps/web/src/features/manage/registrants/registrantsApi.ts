import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REGISTRANTS_FIRST_PAGE,
  REGISTRANTS_MORE_PAGE,
  registrantDashboardApi,
  registrantsApi,
  routePath,
  type RegistrantDetail,
  type RegistrantEdit,
  type RegistrantFilter,
  type RouteAnswer,
} from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';

const listKey = (eventId: number) => ['registrants', eventId] as const;
const detailKey = (eventId: number, registrantId: number) => ['registrant', eventId, registrantId] as const;

type PageParam = { before?: number; limit: number };

/** Ingresos: the newest 50, then 200 older per 'Mostrar registros anteriores' (server-side pages). */
export function useRegistrants(eventId: number, filter: RegistrantFilter, q: string) {
  return useInfiniteQuery({
    queryKey: [...listKey(eventId), filter, q],
    initialPageParam: { limit: REGISTRANTS_FIRST_PAGE } as PageParam,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<RouteAnswer<typeof registrantsApi.list>>(
        routePath(registrantsApi.list, { id: eventId }, { filter, q: q || undefined, before: pageParam.before, limit: pageParam.limit }),
        { signal },
      ),
    getNextPageParam: (last): PageParam | undefined =>
      last.hasMore && last.registrants.length > 0 ? { before: last.registrants.at(-1)!.id, limit: REGISTRANTS_MORE_PAGE } : undefined,
    placeholderData: (previous) => previous,
  });
}

export function useRegistrant(eventId: number, registrantId: number | null) {
  return useQuery({
    queryKey: detailKey(eventId, registrantId ?? 0),
    enabled: registrantId !== null,
    queryFn: ({ signal }) => apiFetch<RegistrantDetail>(routePath(registrantsApi.detail, { id: eventId, registrantId: registrantId! }), { signal }),
  });
}

/** Every change answers the registrant as it is now (and a toast text): the dialog shows it, the list reads again. */
export function useRegistrantChanges(eventId: number, registrantId: number) {
  const client = useQueryClient();
  const settle = (answer: { detail: RegistrantDetail }) => {
    client.setQueryData(detailKey(eventId, registrantId), answer.detail);
    void client.invalidateQueries({ queryKey: listKey(eventId) });
    void client.invalidateQueries({ queryKey: ['registrant-changes', eventId] });
    void client.invalidateQueries({ queryKey: ['deleted-bibs', eventId] });
  };
  const params = { id: eventId, registrantId };
  const post = (route: typeof registrantsApi.remove) => () => apiFetch<RouteAnswer<typeof registrantsApi.remove>>(routePath(route, params), { method: 'POST' });
  return {
    edit: useMutation({
      mutationFn: (body: RegistrantEdit) => apiFetch<RouteAnswer<typeof registrantsApi.edit>>(routePath(registrantsApi.edit, params), { method: 'PATCH', body }),
      onSuccess: settle,
    }),
    remove: useMutation({ mutationFn: post(registrantsApi.remove), onSuccess: settle }),
    restore: useMutation({ mutationFn: post(registrantsApi.restore), onSuccess: settle }),
    releaseBib: useMutation({ mutationFn: post(registrantsApi.releaseBib), onSuccess: settle }),
    markPaid: useMutation({
      mutationFn: ({ paymentId, reference }: { paymentId: number; reference: string }) =>
        apiFetch<RouteAnswer<typeof registrantsApi.markPaid>>(routePath(registrantsApi.markPaid, { ...params, paymentId }), { method: 'POST', body: { reference } }),
      onSuccess: settle,
    }),
    refund: useMutation({
      mutationFn: ({ paymentId, reference }: { paymentId: number; reference: string }) =>
        apiFetch<RouteAnswer<typeof registrantsApi.refund>>(routePath(registrantsApi.refund, { ...params, paymentId }), { method: 'POST', body: { reference } }),
      onSuccess: settle,
    }),
    resendMail: useMutation({
      mutationFn: (mailId: number) =>
        apiFetch<RouteAnswer<typeof registrantsApi.resendMail>>(routePath(registrantsApi.resendMail, { ...params, mailId }), { method: 'POST' }),
      onSuccess: settle,
    }),
  };
}

export function useChangeLog(eventId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['registrant-changes', eventId],
    enabled,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<RouteAnswer<typeof registrantsApi.changeLog>>(routePath(registrantsApi.changeLog, { id: eventId }, { before: pageParam }), { signal }),
    getNextPageParam: (last) => (last.hasMore ? last.changes.at(-1)?.id : undefined),
  });
}

export function useDeletedBibs(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['deleted-bibs', eventId],
    enabled,
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof registrantsApi.deletedBibs>>(routePath(registrantsApi.deletedBibs, { id: eventId }), { signal }).then((a) => a.registrants),
  });
}

export function useReleaseBib(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (registrantId: number) =>
      apiFetch<RouteAnswer<typeof registrantsApi.releaseBib>>(routePath(registrantsApi.releaseBib, { id: eventId, registrantId }), { method: 'POST' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: listKey(eventId) });
      void client.invalidateQueries({ queryKey: ['registrant-changes', eventId] });
      void client.invalidateQueries({ queryKey: ['deleted-bibs', eventId] });
    },
  });
}

/** Reads the list again when someone registers, pays or is edited (SSE; a burst is read once). */
export function useRegistrantsLive(eventId: number) {
  const client = useQueryClient();
  return {
    listKey: listKey(eventId),
    refresh: () => {
      void client.invalidateQueries({ queryKey: listKey(eventId) });
      void client.invalidateQueries({ queryKey: ['registrant-changes', eventId] });
    },
  };
}

export function useRegistrantDashboard(eventId: number) {
  return useQuery({
    queryKey: ['registrant-dashboard', eventId],
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof registrantDashboardApi>>(routePath(registrantDashboardApi, { id: eventId }), { signal }),
  });
}
