import type { ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { cleanTrackingTag, registrationPaths } from '../../../shared/registration/registrationPaths.ts';
import { EventGate } from '../../../shared/events/EventGate.tsx';
import { EventOverview } from '../../../shared/events/EventOverview.tsx';
import { RegistrationEntry } from '../entry/RegistrationEntry.tsx';
import { useEventSlug } from '../../../shared/events/useEventSlug.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';

/**
 * /evento_{id} (or the event's short path, /maratoncdmx): the event card with its registration (spec 3 §2). `tkl` tags the visit; a
 * `registry` (with `download`) opens that registration's confirmation. Any other single-segment
 * path renders `fallback` (not found).
 */
export function EventWebsitePage({ fallback }: { fallback: ReactNode }) {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const resolved = useEventSlug(slug);
  if (resolved.status === 'pending') return <LoadingState />;
  if (resolved.status === 'missing') return fallback;
  const id = resolved.eventId;
  const registry = params.get('registry');
  if (registry) {
    const download = params.get('download') === '1' || params.get('download') === 'true';
    return <Navigate replace to={registrationPaths.confirmation(registry, id, download)} />;
  }
  const tkl = cleanTrackingTag(params.get('tkl'));
  return (
    <EventGate eventKey={String(id)}>
      {(event) => (
        <EventOverview event={event} tkl={tkl}>
          <RegistrationEntry event={event} tkl={tkl} />
        </EventOverview>
      )}
    </EventGate>
  );
}
