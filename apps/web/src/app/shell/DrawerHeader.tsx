import { Box, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { messages } from '@dorsal/core';
import { Logo } from '../../shared/ui/Logo.tsx';
import { useCurrentUser } from '../../shared/accounts/api.ts';
import { DrawerAccount } from './DrawerAccount.tsx';
import { DrawerGuest } from './DrawerGuest.tsx';

/** Logo plus the account (name, email, 'Cerrar sesión') or the guest's sign-in links. */
export function DrawerHeader({ onClose }: { onClose: () => void }) {
  const { user } = useCurrentUser();
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'common.white', px: 2, pt: 1.5, pb: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Logo inverse size={34} />
        <IconButton color="inherit" aria-label={messages.shell.closeMenu} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {user ? <DrawerAccount user={user} onDone={onClose} /> : <DrawerGuest onNavigate={onClose} />}
    </Box>
  );
}
