import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { messages } from '@dorsal/core';
import { useCurrentUser } from '../../../../shared/accounts/api.ts';
import { SignInPrompt } from '../../../../shared/accounts/SignInPrompt.tsx';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { Page } from '../../../../shared/ui/Page.tsx';
import { ChallengeSearch } from '../list/ChallengeSearch.tsx';
import { MyChallenges } from '../list/MyChallenges.tsx';

const t = messages.challengeAthlete;

/** /retos — search a challenge by id and my challenges; a visitor is asked to sign in or sign up. */
export function ChallengesPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingState label={t.loading} />;
  if (!user) return <SignInPrompt title={t.signInTitle} text={t.signInText} />;
  return (
    <Page title={t.listTitle} lead={t.listLead}>
      <Stack spacing={4}>
        <ChallengeSearch />
        <Button component={RouterLink} to="/retos-organizador" variant="text" sx={{ alignSelf: 'flex-start' }}>
          {t.organizerLink}
        </Button>
        <MyChallenges />
      </Stack>
    </Page>
  );
}
