import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useEventSlug } from '../../../shared/events/useEventSlug.ts';
import type { ReactNode } from 'react';
import { Alert, Box, Button, Skeleton } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { messages } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { useRegistrationOptions } from '../api.ts';
import { RegistrationNotice } from '../entry/RegistrationNotice.tsx';
import { cleanTrackingTag, registrationPaths } from '../../../shared/registration/registrationPaths.ts';
import { useFunnelAnalytics } from '../useFunnelAnalytics.ts';
import { RegistrationWizard } from '../wizard/RegistrationWizard.tsx';
import { RegistrationEventBar } from './RegistrationEventBar.tsx';
import { TestModeBand } from '../../../shared/events/TestModeBand.tsx';

function Loading() {
  return (
    <Box role="status" aria-label={messages.common.loading}>
      <Skeleton variant="rounded" height={72} sx={{ mb: 2.5 }} />
      <Skeleton variant="rounded" height={420} />
    </Box>
  );
}

function RegistrationContent({ eventId, tkl }: { eventId: number; tkl: string | undefined }) {
  const query = useRegistrationOptions(eventId, tkl);
  useFunnelAnalytics(query.data);
  if (query.isPending) return <Loading />;
  if (query.error instanceof ApiError && query.error.status === 404) {
    const back = (
      <Button component={RouterLink} to={registrationPaths.eventCard(eventId)} startIcon={<ArrowBackIcon />}>
        {messages.events.backToEvent}
      </Button>
    );
    return <RegistrationNotice text={query.error.message || messages.registrationOutcome.closed} action={back} />;
  }
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return (
    <>
      {query.data.event.isTest && <TestModeBand />}
      <RegistrationEventBar event={query.data.event} />
      <RegistrationWizard key={eventId} options={query.data} tkl={tkl} />
    </>
  );
}

/** /evento_{id}/inscripcion (or /{short path}/inscripcion): the registration wizard of one event; `tkl` tags the visit. */
export function RegistrationPage({ fallback }: { fallback: ReactNode }) {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const resolved = useEventSlug(slug);
  if (resolved.status === 'pending') return <LoadingState />;
  if (resolved.status === 'missing') return fallback;
  const eventId = resolved.eventId;
  return (
    <Box sx={{ py: { xs: 2, sm: 4 }, maxWidth: 860, mx: 'auto' }}>
      <RegistrationContent eventId={eventId} tkl={cleanTrackingTag(params.get('tkl'))} />
    </Box>
  );
}
