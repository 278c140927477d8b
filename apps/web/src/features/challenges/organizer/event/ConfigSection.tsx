import type { ReactNode } from 'react';
import { Chip, Paper, Typography } from '@mui/material';
import { messages } from '@dorsal/core';

/** One configuration panel: a titled section (the image panels frame themselves the same way). */
export function ConfigSection({ id, title, adminOnly = false, children }: { id: string; title: string; adminOnly?: boolean; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, md: 3 } }} data-testid={`${id}-panel`}>
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {title}
        {adminOnly && <Chip size="small" label={messages.challengeOrganizer.page.adminOnly} />}
      </Typography>
      {children}
    </Paper>
  );
}
