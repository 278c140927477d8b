import type { ReactNode } from 'react';
import { Alert, Box, Button, Card } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';
import type { EventCard, EventStatus } from '@dorsal/core';
import { errorMessage } from '../http/ApiError.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Page } from '../ui/Page.tsx';
import { useEventList } from './api.ts';
import { EventGrid } from './EventGrid.tsx';
import { EventListSkeleton } from './EventListSkeleton.tsx';

interface EventListPageProps {
  title: string;
  status: EventStatus;
  renderCard: (event: EventCard) => ReactNode;
  moreLabel: string;
  /** Shown when no event has this status, with a link to another list. */
  empty: { icon: ReactNode; text: string; link: { label: string; to: string } };
}

/** A page listing the events of one status: heading, cards, skeletons, error, empty state, and 'more' (adds 20). */
export function EventListPage({ title, ...list }: EventListPageProps) {
  return (
    <Page title={title}>
      <EventList {...list} />
    </Page>
  );
}

function EventList({ status, renderCard, moreLabel, empty }: Omit<EventListPageProps, 'title'>) {
  const query = useEventList(status);
  if (query.isPending) return <EventListSkeleton />;
  if (query.isError && !query.data) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];
  if (events.length === 0) {
    const action = (
      <Button component={RouterLink} to={empty.link.to} variant="outlined">
        {empty.link.label}
      </Button>
    );
    return (
      <Card>
        <EmptyState icon={empty.icon} text={empty.text} action={action} />
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
