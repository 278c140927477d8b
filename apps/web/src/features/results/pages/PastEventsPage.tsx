import HistoryIcon from '@mui/icons-material/History';
import { messages } from '@dorsal/core';
import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

const t = messages.pages.placeholders.past;

/** /eventos-anteriores — placeholder until this area is built. */
export function PastEventsPage() {
  return <PlaceholderPage title={t.title} empty={t.empty} icon={<HistoryIcon />} />;
}
