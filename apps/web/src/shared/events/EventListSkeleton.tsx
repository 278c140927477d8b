import { Card, CardContent, Skeleton } from '@mui/material';
import { messages } from '@dorsal/core';
import { EventGrid } from './EventGrid.tsx';

/** Placeholder cards while a list loads ('Cargando' for screen readers). */
export function EventListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <EventGrid role="status" aria-label={messages.common.loading}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index}>
          <Skeleton variant="rectangular" height={160} />
          <CardContent>
            <Skeleton width="80%" height={28} />
            <Skeleton width="60%" />
            <Skeleton width="40%" />
            <Skeleton variant="rounded" height={44} sx={{ mt: 2 }} />
          </CardContent>
        </Card>
      ))}
    </EventGrid>
  );
}
