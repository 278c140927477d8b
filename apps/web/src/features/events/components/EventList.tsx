import type { ReactNode } from 'react';
import { Alert, Box, Button, Card } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { EventCard, EventStatus } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { useEventList } from '../api.ts';
import { EventGrid } from './EventGrid.tsx';
import { EventListSkeleton } from './EventListSkeleton.tsx';

interface EventListProps {
  status: EventStatus;
  renderCard: (event: EventCard) => ReactNode;
  moreLabel: string;
  empty: { icon: ReactNode; text: string; action?: ReactNode };
}

/** A paged list of event cards: skeletons, error, empty state, and the 'more' button (adds 20). */
export function EventList({ status, renderCard, moreLabel, empty }: EventListProps) {
  const query = useEventList(status);
  if (query.isPending) return <EventListSkeleton />;
  if (query.isError && !query.data) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];
  if (events.length === 0) {
    return (
      <Card>
        <EmptyState icon={empty.icon} text={empty.text} action={empty.action} />
      </Card>
    );
  }
  return (
    <>
      <EventGrid data-testid="event-list">
        {events.map((event) => (
          <Box key={event.id} sx={{ minWidth: 0 }}>
            {renderCard(event)}
          </Box>
        ))}
      </EventGrid>
      {query.isFetchNextPageError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(query.error)}
        </Alert>
      )}
      {query.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            size="large"
            startIcon={<ExpandMoreIcon />}
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {moreLabel}
          </Button>
        </Box>
      )}
    </>
  );
}
