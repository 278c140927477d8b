import type { ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { cleanTrackingTag, registrationPaths } from '../../../shared/registration/registrationPaths.ts';
import { EventGate } from '../../../shared/events/EventGate.tsx';
import { EventOverview } from '../../../shared/events/EventOverview.tsx';
import { RegistrationEntry } from '../entry/RegistrationEntry.tsx';
import { parseEventKey } from '../../../shared/events/eventRoutes.ts';

/**
 * /evento_{id}: the event card with its registration (spec 3 §2). `tkl` tags the visit; a
 * `registry` (with `download`) opens that registration's confirmation. Any other single-segment
 * path renders `fallback` (not found).
 */
export function EventWebsitePage({ fallback }: { fallback: ReactNode }) {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const id = slug && /^evento_\d+$/.test(slug) ? parseEventKey(slug) : null;
  if (id === null) return fallback;
  const registry = params.get('registry');
  if (registry) {
    const download = params.get('download') === '1' || params.get('download') === 'true';
    return <Navigate replace to={registrationPaths.confirmation(registry, id, download)} />;
  }
  const tkl = cleanTrackingTag(params.get('tkl'));
  return (
    <EventGate eventKey={slug}>
      {(event) => (
        <EventOverview event={event} tkl={tkl}>
          <RegistrationEntry event={event} tkl={tkl} />
        </EventOverview>
      )}
    </EventGate>
  );
}
