import { useCallback, useMemo, useState } from 'react';
import { Box, Button } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import { Link as RouterLink, useParams } from 'react-router';
import { messages } from '@dorsal/core';
import type { EventDetail } from '@dorsal/core';
import { EventGate } from '../../../shared/events/EventGate.tsx';
import { EventHeader } from '../../../shared/events/EventHeader.tsx';
import { OrganizerMessage } from '../../../shared/events/OrganizerMessage.tsx';
import { eventPaths } from '../../../shared/events/eventRoutes.ts';
import { buildEventLookup } from '../eventLookup.ts';
import type { ResultsDialogKind } from '../reportKinds.ts';
import type { AthleteRef } from '../types.ts';
import { FinishersCount } from '../components/FinishersCount.tsx';
import { ReportButtons } from '../components/ReportButtons.tsx';
import { ReportDialog } from '../components/ReportDialog.tsx';
import { SearchDialog } from '../components/SearchDialog.tsx';
import { AthleteDialog } from '../components/AthleteDialog.tsx';

function EventResults({ event }: { event: EventDetail }) {
  const lookup = useMemo(() => buildEventLookup(event), [event]);
  const [dialog, setDialog] = useState<ResultsDialogKind | null>(null);
  const [athlete, setAthlete] = useState<AthleteRef | null>(null);
  /** The athlete last opened (searched or picked from a report): reports offer 'Ver mi posición'. */
  const [lastAthlete, setLastAthlete] = useState<AthleteRef | null>(null);
  const openAthlete = useCallback((picked: AthleteRef) => {
    setAthlete(picked);
    setLastAthlete(picked);
  }, []);
  const closeDialog = () => setDialog(null);
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
        <ReportButtons onOpen={setDialog} />
      </Box>
      {dialog === 'search' && <SearchDialog lookup={lookup} onClose={closeDialog} onOpenAthlete={openAthlete} />}
      {dialog && dialog !== 'search' && (
        <ReportDialog kind={dialog} event={event} lookup={lookup} athlete={lastAthlete} onClose={closeDialog} onOpenAthlete={openAthlete} />
      )}
      {athlete && <AthleteDialog athlete={athlete} lookup={lookup} onClose={() => setAthlete(null)} />}
    </Box>
  );
}

/** /resultados/:eventKey (also /eventos-anteriores/:eventKey): the results of one event. */
export function EventResultsPage() {
  const { eventKey } = useParams();
  return <EventGate eventKey={eventKey}>{(event) => <EventResults event={event} />}</EventGate>;
}
