import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routePath, sitesApi, type RouteAnswer, type SiteDraft, type SiteView } from '@dorsal/core';
import { apiFetch } from '../../../shared/http/apiFetch.ts';

const listKey = (organizerId: number) => ['organizer-sites', organizerId] as const;
const siteKey = (siteId: number) => ['site', siteId] as const;
const submissionsKey = (siteId: number) => ['site-submissions', siteId] as const;

/** GET /api/manage/organizers/:id/sites */
export function useOrganizerSites(organizerId: number) {
  return useQuery({
    queryKey: listKey(organizerId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof sitesApi.list>>(routePath(sitesApi.list, { id: organizerId }), { signal }).then((answer) => answer.sites),
  });
}

/** After the server answers a site: its editor and the organizer's list. */
function useSiteChanged() {
  const queryClient = useQueryClient();
  return (site: SiteView) => {
    queryClient.setQueryData(siteKey(site.id), site);
    void queryClient.invalidateQueries({ queryKey: listKey(site.organizerId) });
  };
}

/** POST /api/manage/organizers/:id/sites */
export function useCreateSite(organizerId: number) {
  const changed = useSiteChanged();
  return useMutation({
    mutationFn: (host: string) => apiFetch<RouteAnswer<typeof sitesApi.create>>(routePath(sitesApi.create, { id: organizerId }), { method: 'POST', body: { host } }),
    onSuccess: ({ site }) => changed(site),
  });
}

/** GET /api/manage/sites/:siteId */
export function useSite(siteId: number) {
  return useQuery({
    queryKey: siteKey(siteId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof sitesApi.detail>>(routePath(sitesApi.detail, { siteId }), { signal }).then((answer) => answer.site),
    enabled: siteId > 0,
    // The editor holds its own copy while editing: a refetch must not replace it behind the organizer's back.
    refetchOnWindowFocus: false,
  });
}

/** PUT, POST …/publish and POST …/restore of one site. */
export function useSiteActions(siteId: number) {
  const changed = useSiteChanged();
  const save = useMutation({
    mutationFn: (body: SiteDraft) => apiFetch<RouteAnswer<typeof sitesApi.save>>(routePath(sitesApi.save, { siteId }), { method: 'PUT', body }),
    onSuccess: ({ site }) => changed(site),
  });
  const publish = useMutation({
    mutationFn: () => apiFetch<RouteAnswer<typeof sitesApi.publish>>(routePath(sitesApi.publish, { siteId }), { method: 'POST' }),
    onSuccess: ({ site }) => changed(site),
  });
  const restore = useMutation({
    mutationFn: () => apiFetch<RouteAnswer<typeof sitesApi.restore>>(routePath(sitesApi.restore, { siteId }), { method: 'POST' }),
    onSuccess: ({ site }) => changed(site),
  });
  return { save, publish, restore };
}

/** GET /api/manage/sites/:siteId/submissions */
export function useSiteSubmissions(siteId: number) {
  return useQuery({
    queryKey: submissionsKey(siteId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof sitesApi.submissions>>(routePath(sitesApi.submissions, { siteId }), { signal }).then((answer) => answer.submissions),
    staleTime: 0,
  });
}

export const siteImagesPath = (siteId: number) => routePath(sitesApi.uploadImage, { siteId });
export const siteSubmissionsCsvPath = (siteId: number) => routePath(sitesApi.submissionsCsv, { siteId });
