import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { fill, messages } from '@dorsal/core';
import { useCurrentUser } from '../../../shared/accounts/api.ts';
import { SignInPrompt } from '../../../shared/accounts/SignInPrompt.tsx';
import { formatDateTime } from '../../../shared/formatting/dates.ts';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { usePageTitle } from '../../../shared/ui/usePageTitle.ts';
import { useAdminChallengeParticipants } from './adminChallengesApi.ts';
import { ParticipantsTable } from '../../../shared/challenges/ParticipantsTable.tsx';

const t = messages.challengeOrganizer;

/** /usuario-autorizado/:challengeId — for the platform admin: one challenge's participants. */
export function AdminChallengePage() {
  const { challengeId = '' } = useParams();
  const { user, isLoading } = useCurrentUser();
  const admin = user?.role === 'admin';
  const [page, setPage] = useState(1);
  const answer = useAdminChallengeParticipants(challengeId, admin, page);
  usePageTitle(answer.data?.challenge.name ?? t.admin.title);
  if (isLoading) return <LoadingState />;
  if (!user) return <SignInPrompt title={t.admin.title} text={messages.manage.signInText} />;
  const back = (
    <Button component={RouterLink} to="/usuario-autorizado" sx={{ mb: 1 }}>
      {t.admin.back}
    </Button>
  );
  if (!admin)
    return (
      <Box sx={{ py: 5 }}>
        <Alert severity="info">{t.admin.adminOnly}</Alert>
      </Box>
    );
  if (answer.isPending) return <LoadingState />;
  if (answer.isError)
    return (
      <Box sx={{ py: 5 }}>
        {back}
        <Alert severity="info">{answer.error instanceof ApiError && answer.error.status === 404 ? t.notFound : errorMessage(answer.error)}</Alert>
      </Box>
    );
  const { challenge, participants, total, pageSize } = answer.data;
  return (
    <Box component="section" sx={{ py: { xs: 2, sm: 4 } }}>
      {back}
      <Typography variant="h1" sx={{ mb: 1 }}>
        {challenge.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {fill(t.page.dates, { start: formatDateTime(challenge.startsAt), end: formatDateTime(challenge.endsAt) })} · {challenge.creatorName} ({challenge.creatorEmail})
      </Typography>
      <ParticipantsTable participants={participants} paging={{ page: answer.data.page, pageSize, total, onPage: setPage }} />
    </Box>
  );
}
