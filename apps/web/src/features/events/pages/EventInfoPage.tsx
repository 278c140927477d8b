import { Box, Button } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SensorsIcon from '@mui/icons-material/Sensors';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Link as RouterLink, useParams } from 'react-router';
import { messages } from '@dorsal/core';
import type { EventDetail } from '@dorsal/core';
import { EventGate } from '../components/EventGate.tsx';
import { EventHeader } from '../components/EventHeader.tsx';
import { OrganizerMessage } from '../components/OrganizerMessage.tsx';
import { ModalityList } from '../components/ModalityList.tsx';
import { eventPaths } from '../eventRoutes.ts';
import { registrationAvailability } from '../../registration/availability.ts';
import { registrationPaths } from '../../registration/registrationPaths.ts';

const t = messages.events;

function EventInfoContent({ event }: { event: EventDetail }) {
  return (
    <Box sx={{ py: { xs: 3, sm: 5 } }}>
      <EventHeader event={event}>
        {registrationAvailability(event) === 'open' && (
          <Button
            component={RouterLink}
            to={registrationPaths.wizard(event.id)}
            variant="contained"
            color="secondary"
            startIcon={<HowToRegIcon />}
          >
            {messages.registrationScreens.register}
          </Button>
        )}
        {event.hasCallDocument && (
          <Button
            component={RouterLink}
            to={eventPaths.callDocument(eventPaths.info(event.id))}
            variant="contained"
            startIcon={<DescriptionIcon />}
          >
            {t.callDocument}
          </Button>
        )}
        {event.status === 'results' && (
          <Button component={RouterLink} to={eventPaths.results(event.id)} variant="outlined" startIcon={<EmojiEventsIcon />}>
            {t.results}
          </Button>
        )}
        {event.status === 'live' && (
          <Button component={RouterLink} to={eventPaths.live(event.id)} variant="outlined" startIcon={<SensorsIcon />}>
            {messages.live.preliminary}
          </Button>
        )}
      </EventHeader>
      {event.message && <OrganizerMessage text={event.message} />}
      <ModalityList modalities={event.modalities} timeZone={event.timeZone} />
    </Box>
  );
}

/** The information page of one event, for a route key ('123' or 'evento_123'). */
export function EventInfo({ eventKey }: { eventKey: string | undefined }) {
  return <EventGate eventKey={eventKey}>{(event) => <EventInfoContent event={event} />}</EventGate>;
}

/** /proximos-eventos/:eventKey */
export function EventInfoPage() {
  const { eventKey } = useParams();
  return <EventInfo eventKey={eventKey} />;
}
