import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '0.95rem', mb: 1, textTransform: 'uppercase', letterSpacing: '0.06em', opacity: 0.85 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>{children}</Box>
    </Box>
  );
}
