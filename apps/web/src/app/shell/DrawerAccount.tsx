import { Avatar, Box, Button, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { messages } from '@dorsal/core';
import type { AccountView } from '@dorsal/core';
import { useSignOut } from '../../shared/accounts/api.ts';
import { errorMessage } from '../../shared/http/ApiError.ts';
import { useToast } from '../../shared/ui/useToast.ts';

export function DrawerAccount({ user, onDone }: { user: AccountView; onDone: () => void }) {
  const signOut = useSignOut();
  const toast = useToast();
  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(messages.account.signedOut);
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, minWidth: 0 }}>
        <Avatar src={user.photoUrl ?? undefined} alt="" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          {user.firstNames.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="drawer-user-name">
            {user.firstNames} {user.lastNames}
          </Typography>
          <Typography variant="body2" sx={{ opacity: 0.9, overflowWrap: 'anywhere' }} data-testid="drawer-user-email">
            {user.email}
          </Typography>
        </Box>
      </Box>
      <Button
        onClick={onSignOut}
        loading={signOut.isPending}
        startIcon={<LogoutIcon />}
        variant="outlined"
        sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)' }}
      >
        {messages.shell.signOut}
      </Button>
    </Box>
  );
}
