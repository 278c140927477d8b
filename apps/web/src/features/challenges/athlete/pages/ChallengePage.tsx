import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import { messages } from '@dorsal/core';
import { PlaceholderPage } from '../../../../shared/ui/PlaceholderPage.tsx';

/** /retos/:challengeId and /retos/:challengeId/code/:code — the challenge and the athlete's five steps. */
export function ChallengePage() {
  return <PlaceholderPage title={messages.pages.placeholders.challenges.title} empty={messages.pages.placeholders.challenges.empty} icon={<DirectionsRunIcon />} />;
}
