import { Button, Chip } from '@mui/material';
import SensorsIcon from '@mui/icons-material/Sensors';
import { Link as RouterLink } from 'react-router';
import { messages } from '@dorsal/core';
import { Page } from '../../../shared/ui/Page.tsx';
import { EventList } from '../../events/components/EventList.tsx';
import { EventSummaryCard } from '../../events/components/EventSummaryCard.tsx';
import { EventFacts } from '../../events/components/EventFacts.tsx';
import { eventPaths } from '../../events/eventRoutes.ts';

const t = messages.live;

/** /live: events in progress, newest first, 20 at a time. */
export function LiveEventsPage() {
  return (
    <Page title={t.title}>
      <EventList
        status="live"
        moreLabel={messages.events.moreEvents}
        empty={{
          icon: <SensorsIcon />,
          text: t.empty,
          action: (
            <Button component={RouterLink} to="/proximos-eventos" variant="outlined">
              {messages.events.seeUpcoming}
            </Button>
          ),
        }}
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
    </Page>
  );
}
