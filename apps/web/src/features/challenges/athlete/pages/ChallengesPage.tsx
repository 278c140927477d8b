import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import { messages } from '@dorsal/core';
import { PlaceholderPage } from '../../../../shared/ui/PlaceholderPage.tsx';

/** /retos — search a challenge by id and my challenges. */
export function ChallengesPage() {
  return <PlaceholderPage title={messages.pages.placeholders.challenges.title} empty={messages.pages.placeholders.challenges.empty} icon={<DirectionsRunIcon />} />;
}
