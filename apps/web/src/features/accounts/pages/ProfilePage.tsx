import { Box, Skeleton, Stack } from '@mui/material';
import { messages } from '@dorsal/core';
import { Page } from '../../../shared/ui/Page.tsx';
import { useCurrentUser } from '../../../shared/accounts/api.ts';
import { PhotoCard } from '../components/PhotoCard.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { ConnectedAccountsPanel } from '../components/ConnectedAccountsPanel.tsx';
import { SignInPrompt } from '../../../shared/accounts/SignInPrompt.tsx';

const t = messages.profile;
const layout = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
  alignItems: 'start',
} as const;

/** /atletas: the signed-in athlete's photo and data. */
export function ProfilePage() {
  const { user, isLoading } = useCurrentUser();
  if (!isLoading && !user) return <SignInPrompt title={t.signInTitle} text={t.signInText} />;
  return (
    <Page title={t.title} lead={t.lead}>
      {user ? (
        <Box sx={layout}>
          <PhotoCard user={user} />
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <ProfileForm key={user.id} user={user} />
            <ConnectedAccountsPanel />
          </Stack>
        </Box>
      ) : (
        <Box sx={layout} role="status" aria-label={messages.common.loading}>
          <Skeleton variant="rounded" height={320} />
          <Skeleton variant="rounded" height={520} />
        </Box>
      )}
    </Page>
  );
}
