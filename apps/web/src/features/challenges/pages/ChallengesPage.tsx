import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import { messages } from '@dorsal/core';
import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

const t = messages.pages.placeholders.challenges;

/** /retos — placeholder until this area is built. */
export function ChallengesPage() {
  return <PlaceholderPage title={t.title} empty={t.empty} icon={<DirectionsRunIcon />} />;
}
