import { Box, Card } from '@mui/material';
import SensorsIcon from '@mui/icons-material/Sensors';
import { useParams } from 'react-router';
import { messages } from '@dorsal/core';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { EventGate } from '../../../shared/events/EventGate.tsx';
import { EventHeader } from '../../../shared/events/EventHeader.tsx';

/** /live/:eventKey: placeholder until the live page is built (later issue). */
export function LiveEventPage() {
  const { eventKey } = useParams();
  return (
    <EventGate eventKey={eventKey}>
      {(event) => (
        <Box sx={{ py: { xs: 3, sm: 5 } }}>
          <EventHeader event={event} kicker={messages.live.preliminary} />
          <Card>
            <EmptyState icon={<SensorsIcon />} text={messages.live.comingSoon} />
          </Card>
        </Box>
      )}
    </EventGate>
  );
}
