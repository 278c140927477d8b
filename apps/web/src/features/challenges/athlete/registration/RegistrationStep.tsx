import { Alert, Stack } from '@mui/material';
import { fill, messages, type ChallengeCard, type MyParticipation } from '@dorsal/core';
import { EventForm } from './EventForm.tsx';
import { JoinForm } from './JoinForm.tsx';
import { PaymentPanel } from './PaymentPanel.tsx';

const t = messages.challengeAthlete;

/** Step 0 'Finaliza tu registro': the access code, the payment when the challenge has a price, the event form. */
export function RegistrationStep({ challenge, participant, code }: { challenge: ChallengeCard; participant: MyParticipation | null; code: string }) {
  if (!participant) return <JoinForm challengeId={challenge.id} initialCode={code} />;
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        {fill(t.join.done, { n: participant.raceNumber })} {fill(t.join.category, { name: participant.categoryName })}
      </Alert>
      {challenge.priceCents > 0 && <PaymentPanel challenge={challenge} participant={participant} />}
      {challenge.formFields.length > 0 && <EventForm challengeId={challenge.id} fields={challenge.formFields} participant={participant} />}
    </Stack>
  );
}
