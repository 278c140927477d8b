import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** One section of an event's admin area: a card titled for screen readers (its h2 names the section), a lead, content. */
export function AdminSectionCard({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: lead ? 0.5 : 2 }}>
          {title}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {lead}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
