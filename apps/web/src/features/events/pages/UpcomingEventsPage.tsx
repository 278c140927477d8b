import EventIcon from '@mui/icons-material/Event';
import { messages } from '@dorsal/core';
import { EventListPage } from '../../../shared/events/EventListPage.tsx';
import { EventSummaryCard } from '../../../shared/events/EventSummaryCard.tsx';
import { EventFacts } from '../../../shared/events/EventFacts.tsx';
import { eventPaths } from '../../../shared/events/eventRoutes.ts';
import { registrationAvailability } from '../../../shared/registration/availability.ts';
import { registrationPaths } from '../../../shared/registration/registrationPaths.ts';

const t = messages.events;

/** /proximos-eventos: events with registrations open, oldest date first. */
export function UpcomingEventsPage() {
  return (
    <EventListPage
      title={t.upcomingTitle}
      status="registration"
      moreLabel={t.moreEvents}
      empty={{ icon: <EventIcon />, text: t.upcomingEmpty, link: { label: t.seePast, to: '/resultados' } }}
      renderCard={(event) => {
        const details = event.hasWebsite
          ? { label: t.website, to: eventPaths.website(event.id) }
          : { label: t.information, to: eventPaths.info(event.id) };
        const open = registrationAvailability(event) === 'open';
        return (
          <EventSummaryCard
            event={event}
            action={open ? { label: messages.registrationScreens.register, to: registrationPaths.wizard(event.id) } : details}
            secondaryAction={open ? details : undefined}
          >
            <EventFacts event={event} />
          </EventSummaryCard>
        );
      }}
    />
  );
}
