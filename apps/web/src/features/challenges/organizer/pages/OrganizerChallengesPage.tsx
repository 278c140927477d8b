import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import { messages } from '@dorsal/core';
import { PlaceholderPage } from '../../../../shared/ui/PlaceholderPage.tsx';

/** /retos-organizador — the organizer's dashboard: create a challenge and the ones I organize. */
export function OrganizerChallengesPage() {
  return <PlaceholderPage title={messages.pages.placeholders.challenges.title} empty={messages.pages.placeholders.challenges.empty} icon={<DirectionsRunIcon />} />;
}
