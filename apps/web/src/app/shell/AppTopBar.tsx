import { AppBar, Avatar, Box, IconButton, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router';
import { messages } from '@dorsal/core';
import { Logo } from '../../shared/ui/Logo.tsx';
import { useCurrentUser } from '../../shared/accounts/api.ts';

const t = messages.shell;

export function AppTopBar({
  menuOpen,
  drawerId,
  onOpenMenu,
}: {
  menuOpen: boolean;
  drawerId: string;
  onOpenMenu: () => void;
}) {
  const { user } = useCurrentUser();
  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: 'primary.main' }}>
      <Toolbar sx={{ gap: 1, maxWidth: 1100 + 48, width: '100%', mx: 'auto', px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t.openMenu}
          aria-controls={drawerId}
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
          sx={{ ml: 0 }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to="/"
          aria-label={t.homeLink}
          sx={{ display: 'flex', alignItems: 'center', textDecoration: 'none', borderRadius: 1, py: 0.5, px: 0.5 }}
        >
          <Logo inverse size={34} />
        </Box>
        <Box sx={{ flex: 1 }} />
        {user && (
          <IconButton component={RouterLink} to="/atletas" aria-label={t.accountLink} sx={{ p: 0.5 }}>
            <Avatar src={user.photoUrl ?? undefined} alt="" sx={{ width: 36, height: 36, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
              {user.firstNames.charAt(0).toUpperCase()}
            </Avatar>
          </IconButton>
        )}
      </Toolbar>
    </AppBar>
  );
}
