import { Alert, Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { messages } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { Page } from '../../../shared/ui/Page.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { useCurrentUser } from '../../../shared/accounts/api.ts';
import { SignInPrompt } from '../../../shared/accounts/SignInPrompt.tsx';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';
import { OrganizerLogoField } from './OrganizerLogoField.tsx';
import { OrganizerSettingsForm } from './OrganizerSettingsForm.tsx';
import { OrganizerTeamSection } from './OrganizerTeamSection.tsx';
import { OrganizerSitesSection } from '../sites/OrganizerSitesSection.tsx';
import { useOrganizer } from './organizersApi.ts';

const t = messages.organizers;

/** /admin/organizadores/:organizerId: an organizer's name, colour, privacy notice, logo and team. */
export function OrganizerPage() {
  const { organizerId } = useParams();
  const id = /^\d+$/.test(organizerId ?? '') ? Number(organizerId) : 0;
  const { user, isLoading } = useCurrentUser();
  const query = useOrganizer(id);
  if (!isLoading && !user) return <SignInPrompt title={messages.manage.signInTitle} text={messages.manage.signInText} />;
  if (id === 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Page title={t.settingsTitle}>
        <EmptyState text={messages.common.notFound} />
      </Page>
    );
  }
  if (isLoading || query.isPending) return <LoadingState />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const organizer = query.data;
  return (
    <Page title={organizer.name} lead={t.settingsTitle}>
      <Stack spacing={2}>
        <div>
          <Button component={RouterLink} to="/admin/eventos" startIcon={<ArrowBackIcon />}>
            {messages.manage.title}
          </Button>
        </div>
        <AdminSectionCard id="organizer-settings-title" title={t.settingsTitle} lead={t.lead}>
          <Stack spacing={3}>
            <OrganizerLogoField organizer={organizer} />
            <OrganizerSettingsForm key={organizer.id} organizer={organizer} />
          </Stack>
        </AdminSectionCard>
        <OrganizerTeamSection organizer={organizer} />
        <OrganizerSitesSection organizer={organizer} />
      </Stack>
    </Page>
  );
}
