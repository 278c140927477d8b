import { useMutation, useQuery } from '@tanstack/react-query';
import type { RouteAnswer, SiteFormAnswer, sitesApi } from '@dorsal/core';
import { apiFetch } from '../../shared/http/apiFetch.ts';
import { ApiError } from '../../shared/http/ApiError.ts';
import { embeddedSite } from './embeddedSite.ts';

// The contract's paths (core sites.api.ts), written here so a site's page does not load the schemas of every route.
const publicSitePath = '/api/site' satisfies (typeof sitesApi.publicSite)['path'];
const submitFormPath = '/api/site/forms' satisfies (typeof sitesApi.submitForm)['path'];

/** GET /api/site: the site published for this host (404 when there is none); the copy sent with the page shows at once. */
export function usePublicSite() {
  return useQuery({
    queryKey: ['public-site'],
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof sitesApi.publicSite>>(publicSitePath, { signal }).then((answer) => answer.site),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    initialData: embeddedSite() ?? undefined,
    staleTime: 60_000,
  });
}

/** POST /api/site/forms: one answer of a site's form. */
export function useSubmitSiteForm() {
  return useMutation({
    mutationFn: (body: SiteFormAnswer) => apiFetch<RouteAnswer<typeof sitesApi.submitForm>>(submitFormPath, { method: 'POST', body }),
  });
}
