import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { EventCard } from '@dorsal/core';
import { EventLogo } from './EventLogo.tsx';

export interface CardAction {
  label: string;
  to: string;
}

/** One event in a list: logo on top, name, the list's facts and one clear action. */
export function EventSummaryCard({
  event,
  action,
  secondaryAction,
  children,
}: {
  event: EventCard;
  action: CardAction;
  /** A second, outlined action under the main one (e.g. 'Información' beside 'Inscribirme'). */
  secondaryAction?: CardAction;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="event-card"
      data-event-id={event.id}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <EventLogo logoUrl={event.logoUrl} />
      <CardContent sx={{ flex: 1, p: 2.5 }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.15rem', mb: 1.5, overflowWrap: 'anywhere' }}>
          {event.name}
        </Typography>
        {children}
      </CardContent>
      <CardActions sx={{ px: 2.5, pb: 2.5, pt: 0, flexDirection: 'column', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button component={RouterLink} to={action.to} variant="contained" fullWidth>
          {action.label}
        </Button>
        {secondaryAction && (
          <Button component={RouterLink} to={secondaryAction.to} variant="outlined" fullWidth>
            {secondaryAction.label}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
