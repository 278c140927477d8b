import { useState } from 'react';
import { Alert, Box, Button, Card, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
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
import { CreateEventDialog } from '../setup/event/CreateEventDialog.tsx';
import { OrganizersSection } from '../organizers/OrganizersSection.tsx';
import { useMyOrganizers } from '../organizers/organizersApi.ts';

const t = messages.manage;

/** /admin/eventos ('Mis eventos'): create an event; event staff and admins change an event's status, open its settings and import its results. */
export function ManageEventsPage() {
  const { user, isLoading } = useCurrentUser();
  const query = useManagedEvents(user !== null);
  const organizers = useMyOrganizers(user !== null);
  const [creating, setCreating] = useState(false);
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
      <Box sx={{ mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {messages.eventSetup.create}
        </Button>
      </Box>
      <OrganizersSection organizers={organizers.data ?? []} />
      {user?.role === 'admin' && <EventImport />}
      {content}
      {creating && <CreateEventDialog onClose={() => setCreating(false)} />}
    </Page>
  );
}
