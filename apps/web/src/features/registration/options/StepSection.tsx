import { useId } from 'react';
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A titled block of a wizard step. */
export function StepSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h3" id={headingId} sx={{ fontSize: '1.1rem', mb: lead ? 0.5 : 1.5 }}>
        {title}
      </Typography>
      {lead && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {lead}
        </Typography>
      )}
      {children}
    </Box>
  );
}
