import { Box, Button } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import { Link as RouterLink, useParams } from 'react-router';
import { messages } from '@dorsal/core';
import type { EventDetail } from '@dorsal/core';
import { EventGate } from '../../../shared/events/EventGate.tsx';
import { EventHeader } from '../../../shared/events/EventHeader.tsx';
import { OrganizerMessage } from '../../../shared/events/OrganizerMessage.tsx';
import { eventPaths } from '../../../shared/events/eventRoutes.ts';
import { FinishersCount } from '../components/FinishersCount.tsx';
import { ReportButtons } from '../components/ReportButtons.tsx';
import { useResultsDialogs } from '../components/ResultsDialogs.tsx';
import { useReportRefresh } from '../live/useReportRefresh.ts';
import { useResultsStream } from '../../../shared/events/useResultsStream.ts';

function EventResults({ event }: { event: EventDetail }) {
  const { open, dialogs } = useResultsDialogs(event);
  const refresh = useReportRefresh(event.id);
  useResultsStream(event.id, { onChange: refresh, onSnapshot: () => refresh() }, event.status === 'live');
  return (
    <Box sx={{ py: { xs: 3, sm: 5 } }}>
      <EventHeader event={event} kicker={messages.events.results}>
        {event.hasCallDocument && (
          <Button
            component={RouterLink}
            to={eventPaths.callDocument(eventPaths.results(event.id))}
            variant="outlined"
            startIcon={<DescriptionIcon />}
          >
            {messages.events.callDocument}
          </Button>
        )}
      </EventHeader>
      {event.message && <OrganizerMessage text={event.message} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' } }}>
        <FinishersCount counts={event.resultCounts} />
        <ReportButtons onOpen={open} />
      </Box>
      {dialogs}
    </Box>
  );
}

/** /resultados/:eventKey (also /eventos-anteriores/:eventKey): the results of one event. */
export function EventResultsPage() {
  const { eventKey } = useParams();
  return <EventGate eventKey={eventKey}>{(event) => <EventResults event={event} />}</EventGate>;
}
