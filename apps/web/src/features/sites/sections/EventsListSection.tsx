import { Box, Typography } from '@mui/material';
import { messages } from '@dorsal/core/i18n/messages';
import { useSite } from '../SiteContext.ts';
import { registrationAnchor } from '../siteRoutes.ts';
import { Contained } from './Contained.tsx';
import { SiteEventCard } from './SiteEventCard.tsx';
import type { SectionProps } from './types.ts';

const t = messages.sites;

/** The organizer's events with their status ('En proceso de inscripciones', 'Durante el evento', 'Resultados publicados'). */
export function EventsListSection({ section }: SectionProps<'eventsList'>) {
  const { site, route } = useSite();
  return (
    <Contained>
      <Typography variant="h2" sx={{ mb: 2.5, textAlign: 'center' }}>
        {section.title || t.eventsTitle}
      </Typography>
      {site.events.length === 0 ? (
        <Typography sx={{ textAlign: 'center' }}>{t.noEvents}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' }}>
          {site.events.map((event) => (
            <SiteEventCard key={event.id} event={event} registrationHref={registrationAnchor(site, event.id, route)} />
          ))}
        </Box>
      )}
    </Contained>
  );
}
