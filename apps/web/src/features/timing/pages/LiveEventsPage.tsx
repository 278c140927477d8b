import { Chip } from '@mui/material';
import SensorsIcon from '@mui/icons-material/Sensors';
import { messages } from '@dorsal/core';
import { EventListPage } from '../../../shared/events/EventListPage.tsx';
import { EventSummaryCard } from '../../../shared/events/EventSummaryCard.tsx';
import { EventFacts } from '../../../shared/events/EventFacts.tsx';
import { eventPaths } from '../../../shared/events/eventRoutes.ts';

const t = messages.live;

/** /live: events in progress, newest first, 20 at a time. */
export function LiveEventsPage() {
  return (
    <EventListPage
      title={t.title}
      status="live"
      moreLabel={messages.events.moreEvents}
      empty={{ icon: <SensorsIcon />, text: t.empty, link: { label: messages.events.seeUpcoming, to: '/proximos-eventos' } }}
      renderCard={(event) => (
        <EventSummaryCard
          event={event}
          action={
            event.hasWebsite
              ? { label: messages.events.website, to: eventPaths.website(event.id) }
              : { label: t.preliminary, to: eventPaths.live(event.id) }
          }
        >
          <Chip
            icon={<SensorsIcon />}
            label={t.inProgress}
            color="secondary"
            size="small"
            sx={{ mb: 1.5, fontWeight: 700, letterSpacing: '0.04em' }}
          />
          <EventFacts event={event} showDate={false} showTime={false} />
        </EventSummaryCard>
      )}
    />
  );
}
