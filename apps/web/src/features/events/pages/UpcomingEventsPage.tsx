import EventIcon from '@mui/icons-material/Event';
import { messages } from '@dorsal/core';
import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

const t = messages.pages.placeholders.upcoming;

/** /proximos-eventos — placeholder until this area is built. */
export function UpcomingEventsPage() {
  return <PlaceholderPage title={t.title} empty={t.empty} icon={<EventIcon />} />;
}
