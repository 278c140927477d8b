import HistoryIcon from '@mui/icons-material/History';
import { messages } from '@dorsal/core';
import { EventListPage } from '../../../shared/events/EventListPage.tsx';
import { EventSummaryCard } from '../../../shared/events/EventSummaryCard.tsx';
import { EventFacts } from '../../../shared/events/EventFacts.tsx';
import { eventPaths } from '../../../shared/events/eventRoutes.ts';

const t = messages.events;

/** /eventos-anteriores and /resultados: events with published results, newest first, 20 at a time. */
export function PastEventsPage() {
  return (
    <EventListPage
      title={t.pastTitle}
      status="results"
      moreLabel={t.morePastEvents}
      empty={{ icon: <HistoryIcon />, text: t.pastEmpty, link: { label: t.seeUpcoming, to: '/proximos-eventos' } }}
      renderCard={(event) => (
        <EventSummaryCard event={event} action={{ label: t.results, to: eventPaths.results(event.id) }}>
          <EventFacts event={event} />
        </EventSummaryCard>
      )}
    />
  );
}
