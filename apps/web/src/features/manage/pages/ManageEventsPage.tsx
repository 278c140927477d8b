import { Alert, Card, Stack } from '@mui/material';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { messages } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { Page } from '../../../shared/ui/Page.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useCurrentUser } from '../../../shared/accounts/api.ts';
import { SignInPrompt } from '../../../shared/accounts/SignInPrompt.tsx';
import { useManagedEvents } from '../api.ts';
import { EventImport } from '../components/EventImport.tsx';
import { ManagedEventCard } from '../components/ManagedEventCard.tsx';

const t = messages.manage;

/** /admin/eventos: event staff and admins change an event's status and import its results. */
export function ManageEventsPage() {
  const { user, isLoading } = useCurrentUser();
  const query = useManagedEvents(user !== null);
  const unauthorized = query.error instanceof ApiError && query.error.status === 401;
  if (!isLoading && (!user || unauthorized)) return <SignInPrompt title={t.signInTitle} text={t.signInText} />;

  let content;
  if (isLoading || query.isPending) content = <LoadingState />;
  else if (query.isError) content = <Alert severity="error">{errorMessage(query.error)}</Alert>;
  else if (query.data.length === 0) {
    content = (
      <Card>
        <EmptyState icon={<EventNoteIcon />} text={t.empty} />
      </Card>
    );
  } else {
    content = (
      <Stack spacing={2}>
        {query.data.map((event) => (
          <ManagedEventCard key={event.id} event={event} />
        ))}
      </Stack>
    );
  }
  return (
    <Page title={t.title} lead={t.lead}>
      {user?.role === 'admin' && <EventImport />}
      {content}
    </Page>
  );
}
