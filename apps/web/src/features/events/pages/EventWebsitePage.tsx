import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { EventInfo } from './EventInfoPage.tsx';

/**
 * /evento_{id}: the event's web page (document 3, a later issue). Until it exists the event's
 * information page is shown; any other single-segment path renders `fallback` (not found).
 */
export function EventWebsitePage({ fallback }: { fallback: ReactNode }) {
  const { slug } = useParams();
  if (!slug || !/^evento_\d+$/.test(slug)) return fallback;
  return <EventInfo eventKey={slug} />;
}
