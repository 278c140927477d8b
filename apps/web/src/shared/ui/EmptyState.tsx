import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A friendly block for "nothing here yet", with an optional next step. */
export function EmptyState({ icon, text, action }: { icon?: ReactNode; text: string; action?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        py: { xs: 5, sm: 8 },
        px: 2,
        color: 'text.secondary',
      }}
    >
      {icon && <Box sx={{ color: 'primary.light', '& svg': { fontSize: 56 } }}>{icon}</Box>}
      <Typography sx={{ fontSize: '1.1rem', maxWidth: 420 }}>{text}</Typography>
      {action}
    </Box>
  );
}
