import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { messages } from '@dorsal/core';
import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

const t = messages.pages.placeholders.results;

/** /resultados — placeholder until this area is built. */
export function ResultsPage() {
  return <PlaceholderPage title={t.title} empty={t.empty} icon={<EmojiEventsIcon />} />;
}
