import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { messages } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { useCurrentUser } from '../../../shared/accounts/api.ts';
import { SignInPrompt } from '../../../shared/accounts/SignInPrompt.tsx';
import { EventNotFound } from '../../../shared/events/EventNotFound.tsx';
import { TestModeBand } from '../../../shared/events/TestModeBand.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { Page } from '../../../shared/ui/Page.tsx';
import { registrationPaths } from '../../../shared/registration/registrationPaths.ts';
import { useDeskRegistrationOptions } from '../api.ts';
import { RegistrationNotice } from '../entry/RegistrationNotice.tsx';
import { RegistrationWizard } from '../wizard/RegistrationWizard.tsx';

const t = messages.registrationScreens.desk;

function DeskWizard({ eventId }: { eventId: number }) {
  const query = useDeskRegistrationOptions(eventId);
  // Each finished registration starts the next one from a clean wizard.
  const [round, setRound] = useState(0);
  if (query.isPending) return <LoadingState />;
  if (query.error instanceof ApiError && query.error.status === 404) {
    return query.error.code === 'registration_closed' ? <RegistrationNotice text={query.error.message} /> : <EventNotFound />;
  }
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return (
    <Page title={t.title} lead={`${query.data.event.name} · ${t.lead}`}>
      <Box sx={{ mb: 2 }}>
        <Button component={RouterLink} to={registrationPaths.registrants(eventId)} startIcon={<ArrowBackIcon />} sx={{ ml: -1 }}>
          {t.back}
        </Button>
      </Box>
      {query.data.event.isTest && <TestModeBand />}
      <Box sx={{ maxWidth: 860 }}>
        <RegistrationWizard key={round} options={query.data} tkl={undefined} onAnother={() => setRound((n) => n + 1)} />
      </Box>
    </Page>
  );
}

/** /admin/eventos/:eventId/punto-de-venta: staff register someone at the desk and charge in cash (spec §4 type 2). */
export function DeskRegistrationPage() {
  const { eventId } = useParams();
  const id = /^\d+$/.test(eventId ?? '') ? Number(eventId) : null;
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingState />;
  if (!user) return <SignInPrompt title={messages.manage.signInTitle} text={messages.manage.signInText} />;
  if (id === null) return <EventNotFound />;
  return <DeskWizard eventId={id} />;
}
