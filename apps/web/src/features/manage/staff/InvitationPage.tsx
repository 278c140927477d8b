import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { fill, messages, staffRoleLabel } from '@dorsal/core';
import { useCurrentUser } from '../../../shared/accounts/api.ts';
import { withReturn } from '../../../shared/accounts/returnPath.ts';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { FormCard } from '../../../shared/ui/FormCard.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { manageEventPath } from '../setup/manageRoutes.ts';
import { useAcceptInvitation, useInvitation } from './staffApi.ts';

const t = messages.staff.invitation;

/** /invitacion/:token — the link of an invitation mail: sign in (or sign up) and accept it. */
export function InvitationPage() {
  const token = useParams().token ?? '';
  const here = `/invitacion/${token}`;
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const { user, isLoading } = useCurrentUser();
  const toast = useToast();
  if (invitation.isPending || isLoading) return <LoadingState />;
  if (invitation.isError) return <FormCard title={t.title}><Alert severity="error">{errorMessage(invitation.error)}</Alert></FormCard>;
  const { eventName, role, email, status } = invitation.data;
  const closed = status === 'expired' ? t.expired : status === 'revoked' ? t.revokedText : status === 'accepted' ? t.used : null;
  const run = async () => {
    try {
      toast.success((await accept.mutateAsync()).message, 2000);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };
  return (
    <FormCard title={t.title} lead={fill(t.lead, { event: eventName, role: staffRoleLabel(role) })}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{fill(t.forEmail, { email })}</Typography>
        {accept.isSuccess ? (
          <>
            <Alert severity="success">{accept.data.message}</Alert>
            <Button component={RouterLink} to={manageEventPath(accept.data.eventId)} variant="contained" size="large">
              {t.goToEvent}
            </Button>
          </>
        ) : closed ? (
          <Alert severity="warning">{closed}</Alert>
        ) : user ? (
          <Button variant="contained" size="large" onClick={() => void run()} disabled={accept.isPending}>
            {t.accept}
          </Button>
        ) : (
          <>
            <Typography>{t.signIn}</Typography>
            <Button component={RouterLink} to={withReturn('/login', here)} variant="contained" size="large">
              {messages.accountScreens.signInLink}
            </Button>
            <Button component={RouterLink} to={withReturn('/registro', here)} variant="outlined" size="large">
              {messages.accountScreens.signUpLink}
            </Button>
          </>
        )}
      </Stack>
    </FormCard>
  );
}
