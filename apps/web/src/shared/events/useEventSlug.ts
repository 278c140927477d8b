import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../http/apiFetch.ts';
import { parseEventKey } from './eventRoutes.ts';

export type EventSlug = { status: 'pending' } | { status: 'missing' } | { status: 'found'; eventId: number };

const SHORT_PATH = /^[a-z0-9]+(-[a-z0-9]+)*$/i;

/**
 * The event a single path segment opens: `evento_{id}`, or a short path an organizer claimed (`/maratoncdmx`),
 * looked up once (a miss is 'missing': the page shows 'PÁGINA NO ENCONTRADA').
 */
export function useEventSlug(slug: string | undefined): EventSlug {
  const direct = slug && /^evento_\d+$/.test(slug) ? parseEventKey(slug) : null;
  const short = direct === null && slug !== undefined && SHORT_PATH.test(slug) && slug.length >= 3 && slug.length <= 40 ? slug.toLowerCase() : null;
  const query = useQuery({
    queryKey: ['event-by-path', short],
    queryFn: ({ signal }) => apiFetch<{ eventId: number }>(`/api/events/by-path/${encodeURIComponent(short!)}`, { signal }),
    enabled: short !== null,
    staleTime: 60_000,
    retry: false,
  });
  if (direct !== null) return { status: 'found', eventId: direct };
  if (short === null || query.isError) return { status: 'missing' };
  if (query.isPending) return { status: 'pending' };
  return { status: 'found', eventId: query.data.eventId };
}
