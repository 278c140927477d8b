import { Alert, Stack } from '@mui/material';
import { useParams } from 'react-router';
import { messages, type ChallengeCard, type MyParticipation } from '@dorsal/core';
import { useCurrentUser } from '../../../../shared/accounts/api.ts';
import { SignInPrompt } from '../../../../shared/accounts/SignInPrompt.tsx';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { usePageTitle } from '../../../../shared/ui/usePageTitle.ts';
import { useChallengeCard, useMyParticipation } from '../api.ts';
import { ChallengeStep } from '../challenge/ChallengeStep.tsx';
import { ChallengeChat } from '../chat/ChallengeChat.tsx';
import { FinishLineStep } from '../finish/FinishLineStep.tsx';
import { ChallengeCardView } from '../parts/ChallengeCardView.tsx';
import { RegistrationStep } from '../registration/RegistrationStep.tsx';
import { ResultsStep } from '../results/ResultsStep.tsx';
import { StartLineStep } from '../start/StartLineStep.tsx';
import { ChallengeStepper } from '../stepper/ChallengeStepper.tsx';

const t = messages.challengeAthlete;

function StepContent({ step, challenge, participant, code }: { step: number; challenge: ChallengeCard; participant: MyParticipation | null; code: string }) {
  if (step === 0 || !participant) return step === 4 ? <ResultsStep challenge={challenge} /> : <RegistrationStep challenge={challenge} participant={participant} code={code} />;
  if (step === 1) return <StartLineStep challenge={challenge} participant={participant} />;
  if (step === 2) return <ChallengeStep challenge={challenge} participant={participant} />;
  if (step === 3) return <FinishLineStep challenge={challenge} participant={participant} />;
  return <ResultsStep challenge={challenge} />;
}

/** /retos/:challengeId and /retos/:challengeId/code/:code — the challenge and the athlete's five steps. */
export function ChallengePage() {
  const { challengeId = '', code = '' } = useParams();
  const { user, isLoading } = useCurrentUser();
  const card = useChallengeCard(challengeId);
  const me = useMyParticipation(challengeId, Boolean(user) && card.isSuccess);
  usePageTitle(card.data?.challenge.name ?? t.listTitle);

  if (card.isPending || isLoading) return <LoadingState label={t.loading} />;
  if (card.isError) return <Alert severity="error" sx={{ my: 4 }}>{errorMessage(card.error)}</Alert>;
  const challenge = card.data.challenge;
  const participant = me.data?.participant ?? null;
  return (
    <Stack spacing={3} sx={{ py: { xs: 2, sm: 4 } }}>
      <ChallengeCardView challenge={challenge} />
      {participant?.active && <ChallengeChat challengeId={challenge.id} />}
      {!user ? (
        <SignInPrompt title={t.signInTitle} text={t.signInText} />
      ) : me.isPending ? (
        <LoadingState label={t.loading} />
      ) : me.isError ? (
        <Alert severity="error">{errorMessage(me.error)}</Alert>
      ) : participant && !participant.active ? (
        <Alert severity="error">{t.notAuthorized}</Alert>
      ) : (
        <ChallengeStepper key={participant ? 'joined' : 'visitor'} challenge={challenge} participant={participant} render={(step) => <StepContent step={step} challenge={challenge} participant={participant} code={code} />} />
      )}
    </Stack>
  );
}
