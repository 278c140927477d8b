import { useQuery } from '@tanstack/react-query';
import type { RouteAnswer, hostApi } from '@dorsal/core';
import { apiFetch } from '../shared/http/apiFetch.ts';
import { embeddedSite } from '../features/sites/embeddedSite.ts';

/**
 * What this host serves: the product ('app'), an organizer's published website ('site') or nothing yet
 * ('unknownSite': the logo-only screen). While unknown it is 'pending'; if the check fails the app is served. A site
 * the server sent with the page answers at once.
 */
export function useHostKind(): 'pending' | 'app' | 'site' | 'unknownSite' {
  const sent = embeddedSite() !== null;
  const { data, isPending, isError } = useQuery({
    queryKey: ['host'],
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof hostApi.host>>('/api/host', { signal }),
    staleTime: Infinity,
    enabled: !sent,
  });
  if (sent) return 'site';
  if (isError) return 'app';
  if (isPending) return 'pending';
  if (data.kind !== 'site') return 'app';
  return data.published ? 'site' : 'unknownSite';
}
