import { useId } from 'react';
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** A titled card of the confirmation document. */
export function SectionCard({ title, icon, children, testId }: { title: string; icon?: ReactNode; children: ReactNode; testId?: string }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} data-testid={testId}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, color: 'primary.main' }}>
          {icon && (
            <Box aria-hidden sx={{ display: 'flex' }}>
              {icon}
            </Box>
          )}
          <Typography variant="h2" id={headingId} sx={{ fontSize: '1.2rem', color: 'text.primary' }}>
            {title}
          </Typography>
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
