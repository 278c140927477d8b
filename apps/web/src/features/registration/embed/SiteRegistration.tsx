import { Box, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { messages } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { cleanTrackingTag } from '../../../shared/registration/registrationPaths.ts';
import { visitTrackingTag } from '../../../shared/registration/visitTrackingTag.ts';
import { TestModeBand } from '../../../shared/events/TestModeBand.tsx';
import { DeferredToastHost } from '../../../shared/ui/DeferredToastHost.tsx';
import { useRegistrationOptions } from '../api.ts';
import { RegistrationNotice } from '../entry/RegistrationNotice.tsx';
import { RegistrationEventBar } from '../pages/RegistrationEventBar.tsx';
import { useFunnelAnalytics } from '../useFunnelAnalytics.ts';
import { RegistrationWizard } from '../wizard/RegistrationWizard.tsx';

/**
 * The registration wizard of one event inside an organizer's website (its 'registration' section). The site says
 * where the confirmation opens (ConfirmationPathContext); `tkl` tags the visit as on the event's page, also when the
 * visitor arrived on another page of the site with it.
 */
export function SiteRegistration({ eventId }: { eventId: number }) {
  return (
    <>
      <DeferredToastHost />
      <EmbeddedWizard eventId={eventId} />
    </>
  );
}

function EmbeddedWizard({ eventId }: { eventId: number }) {
  const [params] = useSearchParams();
  const tkl = cleanTrackingTag(params.get('tkl')) ?? visitTrackingTag();
  const query = useRegistrationOptions(eventId, tkl);
  useFunnelAnalytics(query.data);
  if (query.isPending) {
    return (
      <Box role="status" aria-label={messages.common.loading}>
        <Box sx={{ height: 72, mb: 2.5, borderRadius: 1, bgcolor: 'action.hover' }} />
        <Box sx={{ height: 420, borderRadius: 1, bgcolor: 'action.hover' }} />
      </Box>
    );
  }
  if (query.error instanceof ApiError && query.error.status === 404) return <RegistrationNotice text={query.error.message || messages.registrationOutcome.closed} />;
  if (query.isError) {
    return (
      <Typography role="alert" color="error" sx={{ py: 2 }}>
        {errorMessage(query.error)}
      </Typography>
    );
  }
  return (
    <>
      {query.data.event.isTest && <TestModeBand />}
      <RegistrationEventBar event={query.data.event} />
      <RegistrationWizard key={eventId} options={query.data} tkl={tkl} />
    </>
  );
}
