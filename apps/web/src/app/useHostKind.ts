import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../shared/http/apiFetch.ts';

interface HostAnswer {
  kind: 'app' | 'site';
}

/**
 * What this host serves: the product ('app') or an organizer's website ('site').
 * While unknown it is 'pending'; if the check fails the app is served.
 */
export function useHostKind(): 'pending' | 'app' | 'site' {
  const { data, isPending, isError } = useQuery({
    queryKey: ['host'],
    queryFn: ({ signal }) => apiFetch<HostAnswer>('/api/host', { signal }),
    staleTime: Infinity,
  });
  if (isError) return 'app';
  if (isPending) return 'pending';
  return data.kind === 'site' ? 'site' : 'app';
}
