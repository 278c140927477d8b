import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { messages } from '@dorsal/core';

const t = messages.shell;

export function DrawerGuest({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1.5, opacity: 0.9 }}>
        {t.guestHint}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button component={RouterLink} to="/login" onClick={onNavigate} variant="contained" color="secondary" sx={{ flex: 1, px: 1 }}>
          {t.signIn}
        </Button>
        <Button
          component={RouterLink}
          to="/registro"
          onClick={onNavigate}
          variant="outlined"
          sx={{ flex: 1, px: 1, color: 'common.white', borderColor: 'rgba(255,255,255,0.7)' }}
        >
          {t.signUp}
        </Button>
      </Box>
    </Box>
  );
}
