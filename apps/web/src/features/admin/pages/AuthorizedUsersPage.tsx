import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { fill, messages, routePath, staffApi, type PlatformStaff, staffRoleLabel } from '@dorsal/core';
import { useCurrentUser } from '../../../shared/accounts/api.ts';
import { SignInPrompt } from '../../../shared/accounts/SignInPrompt.tsx';
import { apiFetch } from '../../../shared/http/apiFetch.ts';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { formatEventDate } from '../../../shared/events/format.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { Page } from '../../../shared/ui/Page.tsx';
import { AdminChallengesSection } from '../challenges/AdminChallengesSection.tsx';

const t = messages.staff.platform;

/** /usuario-autorizado — for the platform admin: every event with its authorised users. */
export function AuthorizedUsersPage() {
  const { user, isLoading } = useCurrentUser();
  const admin = user?.role === 'admin';
  const staff = useQuery({
    queryKey: ['platform-staff'],
    enabled: admin,
    queryFn: ({ signal }) => apiFetch<PlatformStaff>(routePath(staffApi.platform), { signal }),
  });
  if (!isLoading && !user) return <SignInPrompt title={messages.manage.signInTitle} text={messages.manage.signInText} />;
  if (isLoading || (admin && staff.isPending)) return <LoadingState />;
  return (
    <Page title={t.title} lead={t.lead}>
      {!admin ? (
        <Alert severity="info">{t.onlyAdmins}</Alert>
      ) : staff.isError ? (
        <Alert severity="error">{errorMessage(staff.error)}</Alert>
      ) : staff.data!.events.length === 0 ? (
        <Alert severity="info">{t.empty}</Alert>
      ) : (
        <Stack spacing={2}>
          {staff.data!.events.map((event) => (
            <Card key={event.id} component="article" aria-labelledby={`staff-event-${event.id}`} data-testid="platform-staff-event">
              <CardContent>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
                  <Typography id={`staff-event-${event.id}`} variant="h2" sx={{ fontSize: '1.1rem', flex: '1 1 240px' }}>
                    {event.name}
                  </Typography>
                  <Typography color="text.secondary">{formatEventDate(event.date)}</Typography>
                  <Button component={RouterLink} to={`/admin/eventos/${event.id}/usuarios`} size="small">
                    {t.manage}
                  </Button>
                </Box>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {event.members.map((member) => (
                    <Chip key={member.userId} label={`${member.name} · ${staffRoleLabel(member.role)}`} variant="outlined" color="primary" />
                  ))}
                  {event.invitations > 0 && <Chip label={fill(t.pendingCount, { count: String(event.invitations) })} />}
                </Box>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      {admin && <AdminChallengesSection />}
    </Page>
  );
}
