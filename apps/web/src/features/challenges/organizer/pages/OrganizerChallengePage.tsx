import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { messages } from '@dorsal/core';
import { useCurrentUser } from '../../../../shared/accounts/api.ts';
import { SignInPrompt } from '../../../../shared/accounts/SignInPrompt.tsx';
import { ApiError, errorMessage } from '../../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { usePageTitle } from '../../../../shared/ui/usePageTitle.ts';
import { useChallengeConfig } from '../api.ts';
import { ChallengeEventCard, type ChallengeView } from '../event/ChallengeEventCard.tsx';
import { ChatPanel } from '../chat/ChatPanel.tsx';
import { useStaffUnread } from '../chat/chatApi.ts';
import { ConfigurationPanels } from '../event/ConfigurationPanels.tsx';
import { ParticipantsSection } from '../participants/ParticipantsSection.tsx';

const t = messages.challengeOrganizer;

/** /retos-organizador/:challengeId — one challenge's card, configuration panels and participants. */
export function OrganizerChallengePage() {
  const { challengeId = '' } = useParams();
  const { user, isLoading } = useCurrentUser();
  const config = useChallengeConfig(challengeId, Boolean(user));
  const [view, setView] = useState<ChallengeView>('config');
  const unread = useStaffUnread(challengeId, config.isSuccess);
  usePageTitle(config.data?.name ?? t.page.configure);

  if (isLoading) return <LoadingState label={t.page.loading} />;
  if (!user) return <SignInPrompt title={t.page.configure} text={t.dashboard.signIn} />;
  if (config.isPending) return <LoadingState label={t.page.loading} />;
  if (config.isError) {
    const status = config.error instanceof ApiError ? config.error.status : 0;
    return (
      <Box sx={{ py: 5 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t.page.configure}
        </Typography>
        <Alert severity={status === 404 ? 'info' : 'error'} sx={{ mb: 2 }}>
          {status === 404 ? t.notFound : status === 403 ? t.page.forbidden : errorMessage(config.error)}
        </Alert>
        <Button component={RouterLink} to="/retos-organizador">
          {t.page.back}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={RouterLink} to="/retos-organizador" sx={{ mb: 1 }}>
        {t.page.back}
      </Button>
      <ChallengeEventCard challenge={config.data} view={view} onView={setView} unread={unread} />
      {view === 'config' ? <ConfigurationPanels challenge={config.data} /> : view === 'messages' ? <ChatPanel challengeId={challengeId} /> : <ParticipantsSection challengeId={challengeId} />}
    </Box>
  );
}
