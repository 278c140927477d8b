import { useSite } from '../SiteContext.ts';
import { registrationAnchor } from '../siteRoutes.ts';
import { Contained } from './Contained.tsx';
import { SiteEventCard } from './SiteEventCard.tsx';
import type { SectionProps } from './types.ts';

/** One event of the organizer: its card, with a button to its registration on this site when the site has one. */
export function EventWebSection({ section }: SectionProps<'eventWeb'>) {
  const { site, route } = useSite();
  const event = site.events.find((item) => item.id === section.eventId);
  if (!event) return null;
  return (
    <Contained maxWidth={640}>
      <SiteEventCard event={event} registrationHref={registrationAnchor(site, event.id, route)} headingLevel="h2" />
    </Contained>
  );
}
