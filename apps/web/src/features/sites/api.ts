import { useMutation, useQuery } from '@tanstack/react-query';
import { routePath, sitesApi, type RouteAnswer, type SiteFormAnswer } from '@dorsal/core';
import { apiFetch } from '../../shared/http/apiFetch.ts';
import { ApiError } from '../../shared/http/ApiError.ts';
import { embeddedSite } from './embeddedSite.ts';

/** GET /api/site: the site published for this host (404 when there is none); the copy sent with the page shows at once. */
export function usePublicSite() {
  return useQuery({
    queryKey: ['public-site'],
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof sitesApi.publicSite>>(routePath(sitesApi.publicSite, {}), { signal }).then((answer) => answer.site),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    initialData: embeddedSite() ?? undefined,
    staleTime: 60_000,
  });
}

/** POST /api/site/forms: one answer of a site's form. */
export function useSubmitSiteForm() {
  return useMutation({
    mutationFn: (body: SiteFormAnswer) =>
      apiFetch<RouteAnswer<typeof sitesApi.submitForm>>(routePath(sitesApi.submitForm, {}), { method: 'POST', body }),
  });
}
