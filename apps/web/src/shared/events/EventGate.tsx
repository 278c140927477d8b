import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Skeleton } from '@mui/material';
import type { EventDetail } from '@dorsal/core';
import { messages } from '@dorsal/core';
import { ApiError, errorMessage } from '../http/ApiError.ts';
import { useEvent } from './api.ts';
import { parseEventKey } from './eventRoutes.ts';
import { EventNotFound } from './EventNotFound.tsx';
import { TestModeBand } from './TestModeBand.tsx';

function EventSkeleton() {
  return (
    <Box role="status" aria-label={messages.common.loading} sx={{ py: { xs: 3, sm: 5 } }}>
      <Card>
        <Skeleton variant="rectangular" height={140} />
        <CardContent>
          <Skeleton width="70%" height={40} />
          <Skeleton width="50%" />
          <Skeleton width="40%" />
        </CardContent>
      </Card>
      <Skeleton variant="rounded" height={180} sx={{ mt: 3 }} />
    </Box>
  );
}

/**
 * Loads the event of a route key ('123' or 'evento_123') and renders `children` with it;
 * otherwise a skeleton, the server's error, or 'No encontramos este evento'.
 */
export function EventGate({ eventKey, children }: { eventKey: string | undefined; children: (event: EventDetail) => ReactNode }) {
  const id = parseEventKey(eventKey);
  const query = useEvent(id);
  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) return <EventNotFound />;
  if (query.isPending) return <EventSkeleton />;
  // A failed background refetch (a server restarting on race day) keeps the event on screen.
  if (query.isError && query.data === undefined) {
    return (
      <Box sx={{ py: { xs: 3, sm: 5 } }}>
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      </Box>
    );
  }
  const event = query.data!;
  return (
    <>
      {event.isTest && <TestModeBand />}
      {event.status === 'draft' && (
        <Alert severity="info" sx={{ mt: { xs: 2, sm: 3 } }}>
          {messages.eventSetup.draftNotice}
        </Alert>
      )}
      {children(event)}
    </>
  );
}
