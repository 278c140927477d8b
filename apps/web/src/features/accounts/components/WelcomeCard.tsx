import { Avatar, Box, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { messages, fill } from '@dorsal/core';
import type { AccountView } from '@dorsal/core';
import { FormCard } from '../../../shared/ui/FormCard.tsx';

const t = messages.accountScreens;

/** What a signed-in user sees on /login and /registro. */
export function WelcomeCard({ user }: { user: AccountView }) {
  const name = `${user.firstNames} ${user.lastNames}`;
  return (
    <FormCard title={fill(t.welcomeName, { name })} lead={t.welcomeLead}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
        <Avatar
          src={user.photoUrl ?? undefined}
          alt=""
          sx={{ width: 88, height: 88, bgcolor: 'primary.main', fontSize: 32 }}
        >
          {user.firstNames.charAt(0).toUpperCase()}
        </Avatar>
      </Box>
      <Stack spacing={1.5}>
        <Button component={RouterLink} to="/retos/" variant="contained" color="secondary" size="large">
          {t.myChallenges}
        </Button>
        <Button component={RouterLink} to="/atletas" variant="outlined" size="large">
          {t.myProfile}
        </Button>
      </Stack>
    </FormCard>
  );
}
