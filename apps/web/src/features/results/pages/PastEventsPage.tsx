import { Button } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { Link as RouterLink } from 'react-router';
import { messages } from '@dorsal/core';
import { Page } from '../../../shared/ui/Page.tsx';
import { EventList } from '../../events/components/EventList.tsx';
import { EventSummaryCard } from '../../events/components/EventSummaryCard.tsx';
import { EventFacts } from '../../events/components/EventFacts.tsx';
import { eventPaths } from '../../events/eventRoutes.ts';

const t = messages.events;

/** /eventos-anteriores and /resultados: events with published results, newest first, 20 at a time. */
export function PastEventsPage() {
  return (
    <Page title={t.pastTitle}>
      <EventList
        status="results"
        moreLabel={t.morePastEvents}
        empty={{
          icon: <HistoryIcon />,
          text: t.pastEmpty,
          action: (
            <Button component={RouterLink} to="/proximos-eventos" variant="outlined">
              {t.seeUpcoming}
            </Button>
          ),
        }}
        renderCard={(event) => (
          <EventSummaryCard event={event} action={{ label: t.results, to: eventPaths.results(event.id) }}>
            <EventFacts event={event} />
          </EventSummaryCard>
        )}
      />
    </Page>
  );
}
