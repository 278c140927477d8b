import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { messages } from '@dorsal/core';
import { useCurrentUser } from '../../../../shared/accounts/api.ts';
import { SignInPrompt } from '../../../../shared/accounts/SignInPrompt.tsx';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { Page } from '../../../../shared/ui/Page.tsx';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { useCreateChallenge, useMyChallenges } from '../api.ts';
import { ChallengeForm } from '../dashboard/ChallengeForm.tsx';
import { MyChallengeCards } from '../dashboard/MyChallengeCards.tsx';

const t = messages.challengeOrganizer;

/** /retos-organizador — 'Dashboard de configuración de eventos': create a challenge and the ones I organize. */
export function OrganizerChallengesPage() {
  const { user, isLoading } = useCurrentUser();
  const mine = useMyChallenges(Boolean(user));
  const create = useCreateChallenge();
  const navigate = useNavigate();
  const toast = useToast();
  if (isLoading) return <LoadingState />;
  if (!user) return <SignInPrompt title={t.dashboard.title} text={t.dashboard.signIn} />;
  return (
    <Page title={t.dashboard.title}>
      <Card component="section" aria-labelledby="create-challenge-title" sx={{ mb: 4 }}>
        <CardContent>
          <Typography id="create-challenge-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            {t.dashboard.createTitle}
          </Typography>
          <ChallengeForm
            submitLabel={t.form.create}
            onSubmit={async (input) => {
              const { challenge } = await create.mutateAsync(input);
              toast.success(t.form.created);
              void navigate(`/retos-organizador/${challenge.id}`);
            }}
          />
        </CardContent>
      </Card>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t.dashboard.mine}
      </Typography>
      {mine.isPending ? <LoadingState /> : mine.isError ? <Alert severity="error">{errorMessage(mine.error)}</Alert> : <MyChallengeCards challenges={mine.data} />}
    </Page>
  );
}
