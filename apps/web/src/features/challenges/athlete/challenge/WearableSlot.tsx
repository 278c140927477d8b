import { Alert } from '@mui/material';
import { messages, type ChallengeCard, type MyParticipation } from '@dorsal/core';

/**
 * WEARABLE ROUTE (issue 13) GOES HERE: the evidence by a connected watch (Garmin) — connect the account, list the
 * activities since the start, 'Aplicar' / 'No Aplicable'. Until then it only says it is coming; the photo route below
 * works on its own. The server already counts a participant's `wearable_summary` as evidence (core stepBlocker).
 */
export function WearableSlot(_props: { challenge: ChallengeCard; participant: MyParticipation }) {
  return <Alert severity="info">{messages.challengeAthlete.finish.wearableSoon}</Alert>;
}
