import type { ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import SensorsIcon from '@mui/icons-material/Sensors';
import { Link as RouterLink } from 'react-router';
import { messages } from '@dorsal/core';
import type { EventDetail } from '@dorsal/core';
import { registrationAvailability } from '../registration/availability.ts';
import { registrationPaths } from '../registration/registrationPaths.ts';
import { eventPaths } from './eventRoutes.ts';
import { EventHeader } from './EventHeader.tsx';
import { ModalityList } from './ModalityList.tsx';
import { OrganizerMessage } from './OrganizerMessage.tsx';

/**
 * One event at a glance (spec 3 §2, spec 1 event information): logo, name, date and time, place, city and country,
 * the way to register, 'Convocatoria', results or live timing, the organizer's message, then `children` (the event
 * page's registration entry) and the modalities.
 */
export function EventOverview({ event, tkl, children }: { event: EventDetail; tkl?: string | undefined; children?: ReactNode }) {
  return (
    <Box sx={{ py: { xs: 3, sm: 5 } }}>
      <EventHeader event={event}>
        {registrationAvailability(event) === 'open' && (
          <Button component={RouterLink} to={registrationPaths.wizard(event.id, tkl)} variant="contained" color="secondary" startIcon={<HowToRegIcon />}>
            {messages.registrationScreens.register}
          </Button>
        )}
        {event.hasCallDocument && (
          <Button component={RouterLink} to={eventPaths.callDocument(eventPaths.info(event.id))} variant="outlined" startIcon={<DescriptionIcon />}>
            {messages.events.callDocument}
          </Button>
        )}
        {event.status === 'results' && (
          <Button component={RouterLink} to={eventPaths.results(event.id)} variant="outlined" startIcon={<EmojiEventsIcon />}>
            {messages.events.results}
          </Button>
        )}
        {event.status === 'live' && (
          <Button component={RouterLink} to={eventPaths.live(event.id)} variant="outlined" startIcon={<SensorsIcon />}>
            {messages.live.preliminary}
          </Button>
        )}
      </EventHeader>
      {event.message && <OrganizerMessage text={event.message} />}
      {children}
      <ModalityList modalities={event.modalities} timeZone={event.timeZone} />
    </Box>
  );
}
