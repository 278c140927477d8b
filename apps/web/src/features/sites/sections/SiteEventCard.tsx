import { useId } from 'react';
import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import type { SiteEvent } from '@dorsal/core';
import { messages } from '@dorsal/core/i18n/messages';
import { eventDateText, placeText, startTimeText } from '../eventFacts.ts';
import { SiteButton } from '../SiteLink.tsx';

const t = messages.sites;

/** One of the organizer's events: logo, name, status, date and place, and the way to its registration on this site. */
export function SiteEventCard({ event, registrationHref, headingLevel = 'h3' }: { event: SiteEvent; registrationHref: string | null; headingLevel?: 'h2' | 'h3' }) {
  const headingId = useId();
  return (
    <Card component="article" aria-labelledby={headingId} data-testid="site-event" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ height: { xs: 110, sm: 150 }, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: event.logoUrl ? '#F7F9FC' : 'secondary.main' }}>
        {event.logoUrl && <Box component="img" src={event.logoUrl} alt="" loading="lazy" sx={{ maxHeight: { xs: 96, sm: 130 }, maxWidth: '85%', objectFit: 'contain' }} />}
      </Box>
      <CardContent sx={{ flex: 1, p: 2.5 }}>
        <Box component="p" sx={{ display: 'inline-block', m: 0, mb: 1.5, px: 1.25, py: 0.25, borderRadius: 4, fontSize: '0.8rem', fontWeight: 600, bgcolor: '#E8EDF6', color: '#1B2333' }}>
          {t.statusLabels[event.status]}
        </Box>
        <Typography variant="h3" component={headingLevel} id={headingId} sx={{ fontSize: '1.2rem', mb: 1.5, overflowWrap: 'anywhere' }}>
          {event.name}
        </Typography>
        <Typography sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 0.5 }}>
          <EventIcon fontSize="small" aria-hidden sx={{ mt: 0.3 }} />
          <span>
            {eventDateText(event.date)}
            {startTimeText(event.startTime) ? `, ${startTimeText(event.startTime)}` : ''}
          </span>
        </Typography>
        {placeText(event.place, event.city) && (
          <Typography sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <PlaceIcon fontSize="small" aria-hidden sx={{ mt: 0.3 }} />
            <span>{placeText(event.place, event.city)}</span>
          </Typography>
        )}
      </CardContent>
      {registrationHref && event.status === 'registration' && (
        <CardActions sx={{ px: 2.5, pb: 2.5, pt: 0 }}>
          <SiteButton href={registrationHref} variant="contained" fullWidth>
            {t.register}
          </SiteButton>
        </CardActions>
      )}
    </Card>
  );
}
