import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { usePageTitle } from './usePageTitle.ts';

/** A centred card (max 480 px) holding one form, with its heading and lead. */
export function FormCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box sx={{ py: { xs: 2, sm: 5 }, display: 'flex', justifyContent: 'center' }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '1.9rem' }, mb: lead ? 1 : 3 }}>
            {title}
          </Typography>
          {lead && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {lead}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
