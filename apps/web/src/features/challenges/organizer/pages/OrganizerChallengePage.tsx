import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import { messages } from '@dorsal/core';
import { PlaceholderPage } from '../../../../shared/ui/PlaceholderPage.tsx';

/** /retos-organizador/:challengeId — one challenge's configuration and participants. */
export function OrganizerChallengePage() {
  return <PlaceholderPage title={messages.pages.placeholders.challenges.title} empty={messages.pages.placeholders.challenges.empty} icon={<DirectionsRunIcon />} />;
}
