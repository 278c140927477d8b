import type { ReactNode } from 'react';
import { Box, Card, Typography } from '@mui/material';
import type { EventCard } from '@dorsal/core';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { EventLogo } from './EventLogo.tsx';
import { EventFacts } from './EventFacts.tsx';

/** The top of an event's pages: logo, name (the page heading), date, time and place. */
export function EventHeader({ event, kicker, children }: { event: EventCard; kicker?: string; children?: ReactNode }) {
  usePageTitle(event.name);
  return (
    <Card
      component="header"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '240px minmax(0, 1fr)' }, mb: 3 }}
    >
      <EventLogo logoUrl={event.logoUrl} height={180} fill />
      <Box sx={{ p: { xs: 2.5, sm: 3 }, minWidth: 0 }}>
        {kicker && (
          <Typography variant="overline" color="secondary.dark" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
            {kicker}
          </Typography>
        )}
        <Typography variant="h1" sx={{ fontSize: { xs: '1.55rem', sm: '2rem' }, mb: 1.5, overflowWrap: 'anywhere' }}>
          {event.name}
        </Typography>
        <EventFacts event={event} full />
        {children && <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>}
      </Box>
    </Card>
  );
}
