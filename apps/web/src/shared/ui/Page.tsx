import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { usePageTitle } from './usePageTitle.ts';

/** A content page: its heading, an optional lead paragraph and the content. */
export function Page({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box component="section" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" sx={{ mb: lead ? 1 : 3 }}>
        {title}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720, fontSize: '1.05rem' }}>
          {lead}
        </Typography>
      )}
      {children}
    </Box>
  );
}
