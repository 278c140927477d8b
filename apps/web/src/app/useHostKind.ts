import { useQuery } from '@tanstack/react-query';
import type { RouteAnswer, hostApi } from '@dorsal/core';
import { apiFetch } from '../shared/http/apiFetch.ts';
import { embeddedSiteTag } from '../features/sites/embeddedSite.ts';

/**
 * What this host serves: the product ('app'), an organizer's published website ('site') or nothing yet
 * ('unknownSite': the logo-only screen). The server says so in the page itself (site-html.ts), so neither the product
 * nor a site waits for a round trip; a page without the tag (the Vite dev server) asks /api/host only off localhost.
 */
export function useHostKind(): 'pending' | 'app' | 'site' | 'unknownSite' {
  const tag = embeddedSiteTag();
  const ask = tag.kind === 'absent' && import.meta.env.DEV && !['localhost', '127.0.0.1'].includes(window.location.hostname);
  const { data, isPending, isError } = useQuery({
    queryKey: ['host'],
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof hostApi.host>>('/api/host', { signal }),
    staleTime: Infinity,
    enabled: ask,
  });
  if (tag.kind === 'site') return 'site';
  if (tag.kind === 'none') return 'unknownSite';
  if (!ask || isError) return 'app';
  if (isPending) return 'pending';
  if (data.kind !== 'site') return 'app';
  return data.published ? 'site' : 'unknownSite';
}
