import { Alert, Button, Card, CardContent, Stack, Tab, Tabs } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink, useParams } from 'react-router';
import { messages } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { Page } from '../../../shared/ui/Page.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useCurrentUser } from '../../../shared/accounts/api.ts';
import { useEventsChanged } from '../api.ts';
import { SignInPrompt } from '../../../shared/accounts/SignInPrompt.tsx';
import { EventNotFound } from '../../../shared/events/EventNotFound.tsx';
import { eventPaths } from '../../../shared/events/eventRoutes.ts';
import { StatusSelect } from '../components/StatusSelect.tsx';
import { EventSettingsForm } from './event/EventSettingsForm.tsx';
import { EventLogoField } from './event/EventLogoField.tsx';
import { CallDocumentSection } from './call-document/CallDocumentSection.tsx';
import { manageCallDocumentPath, manageDiscountsPath, manageEventPath, manageFormPath, manageProductsPath, manageModalitiesPath, manageDashboardPath, manageRegistrantsPath, manageRegistrationPath, manageStaffPath, manageTimingPath, manageViewsPath, manageFinishVideosPath } from './manageRoutes.ts';
import { RegistrationRulesSection } from './RegistrationRulesSection.tsx';
import { DiscountCodesSection } from './discount-codes/DiscountCodesSection.tsx';
import { ModalitiesSection } from './modalities/ModalitiesSection.tsx';
import { CheckpointsSection } from './checkpoints/CheckpointsSection.tsx';
import { DuplicateEventDialog } from './event/DuplicateEventDialog.tsx';
import { useEventSettings } from './eventSetupApi.ts';
import { TimingSection } from '../timing/TimingSection.tsx';
import { RegistrantsSection } from '../registrants/RegistrantsSection.tsx';
import { reportKindsFor } from '../registrants/reportKinds.ts';
import { StaffSection } from '../staff/StaffSection.tsx';
import { TransferOwnershipCard } from '../staff/TransferOwnershipCard.tsx';
import { FormFieldsSection } from './form/FormFieldsSection.tsx';
import { ProductsSection } from './products/ProductsSection.tsx';
import { ViewsSection } from '../views/ViewsSection.tsx';
import { FinishVideosSection } from '../finish-videos/FinishVideosSection.tsx';
import { managePhotosPath } from '../photos/photoPaths.ts';

// Charts load only with the dashboard.
// The uploader (tus) loads only with the photos section.
const PhotosSection = lazy(() => import('../photos/PhotosSection.tsx').then((module) => ({ default: module.PhotosSection })));
const DashboardSection = lazy(() => import('../registrants/dashboard/DashboardSection.tsx').then((module) => ({ default: module.DashboardSection })));

const t = messages.eventSetup;

export type EventAdminSection = 'settings' | 'registration' | 'form' | 'products' | 'modalities' | 'discounts' | 'callDocument' | 'timing' | 'registrants' | 'dashboard' | 'staff' | 'views' | 'finishVideos' | 'photos';

/**
 * /admin/eventos/:eventId ('Datos del evento'), …/modalidades and …/convocatoria: the event's setup for
 * its staff, one tab each; owner and organizer managers change it.
 */
export function EventSettingsPage({ section = 'settings' }: { section?: EventAdminSection }) {
  const { eventId } = useParams();
  const id = /^\d+$/.test(eventId ?? '') ? Number(eventId) : null;
  const { user, isLoading } = useCurrentUser();
  const query = useEventSettings(user ? id : null);
  const [duplicating, setDuplicating] = useState(false);
  const changed = useEventsChanged();
  if (!isLoading && !user) return <SignInPrompt title={messages.manage.signInTitle} text={messages.manage.signInText} />;
  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) return <EventNotFound />;
  if (isLoading || query.isPending) return <LoadingState label={t.loading} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const event = query.data;
  const editable = event.role === 'owner' || event.role === 'organizerManager' || event.role === 'admin';
  return (
    <Page title={event.name} lead={t.adminTitle}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button component={RouterLink} to="/admin/eventos" startIcon={<ArrowBackIcon />}>
            {t.back}
          </Button>
          <Button component={RouterLink} to={eventPaths.info(event.id)} startIcon={<OpenInNewIcon />}>
            {messages.eventSetup.publicPage}
          </Button>
          {editable && (
            <Button startIcon={<ContentCopyIcon />} onClick={() => setDuplicating(true)}>
              {t.duplicate}
            </Button>
          )}
        </Stack>
        {event.status === 'draft' && <Alert severity="info">{t.draftNotice}</Alert>}
        <Tabs value={section} variant="scrollable" allowScrollButtonsMobile aria-label={t.adminTitle}>
          <Tab value="registrants" label={messages.registrants.tab} component={RouterLink} to={manageRegistrantsPath(event.id)} />
          <Tab value="dashboard" label={messages.registrants.dashboard.tab} component={RouterLink} to={manageDashboardPath(event.id)} />
          <Tab value="settings" label={t.tabs.settings} component={RouterLink} to={manageEventPath(event.id)} />
          <Tab value="registration" label={t.tabs.registration} component={RouterLink} to={manageRegistrationPath(event.id)} />
          <Tab value="form" label={t.tabs.form} component={RouterLink} to={manageFormPath(event.id)} />
          <Tab value="modalities" label={t.tabs.modalities} component={RouterLink} to={manageModalitiesPath(event.id)} />
          <Tab value="products" label={t.tabs.products} component={RouterLink} to={manageProductsPath(event.id)} />
          <Tab value="discounts" label={t.tabs.discounts} component={RouterLink} to={manageDiscountsPath(event.id)} />
          <Tab value="callDocument" label={t.tabs.callDocument} component={RouterLink} to={manageCallDocumentPath(event.id)} />
          {editable && <Tab value="timing" label={messages.timing.tab} component={RouterLink} to={manageTimingPath(event.id)} />}
          {editable && <Tab value="staff" label={messages.staff.tab} component={RouterLink} to={manageStaffPath(event.id)} />}
          <Tab value="views" label={messages.views.editor.title} component={RouterLink} to={manageViewsPath(event.id)} />
          <Tab value="finishVideos" label={messages.finishVideos.tab} component={RouterLink} to={manageFinishVideosPath(event.id)} />
          <Tab value="photos" label={messages.photos.upload.title} component={RouterLink} to={managePhotosPath(event.id)} />
        </Tabs>
        {section === 'settings' ? (
          <Card>
            <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
              <Stack spacing={3}>
                {editable && <StatusSelect eventId={event.id} status={event.status} />}
                <EventLogoField event={event} editable={editable} />
                <EventSettingsForm key={event.id} event={event} editable={editable} />
              </Stack>
            </CardContent>
          </Card>
        ) : section === 'registration' ? (
          <RegistrationRulesSection eventId={event.id} editable={editable} />
        ) : section === 'form' ? (
          <FormFieldsSection eventId={event.id} editable={editable} />
        ) : section === 'products' ? (
          <ProductsSection eventId={event.id} editable={editable} />
        ) : section === 'modalities' ? (
          <Stack spacing={3}>
            <ModalitiesSection event={event} editable={editable} />
            <CheckpointsSection eventId={event.id} editable={editable} />
          </Stack>
        ) : section === 'discounts' ? (
          <DiscountCodesSection eventId={event.id} editable={editable} />
        ) : section === 'dashboard' ? (
          <Suspense fallback={<LoadingState label={messages.registrants.dashboard.loading} />}>
            <DashboardSection eventId={event.id} reports={reportKindsFor(event.role)} />
          </Suspense>
        ) : section === 'registrants' ? (
          <RegistrantsSection eventId={event.id} timeZone={event.timeZone} role={event.role} />
        ) : section === 'staff' && editable ? (
          <Stack spacing={2.5}>
            <StaffSection eventId={event.id} timeZone={event.timeZone} />
            {(event.role === 'owner' || event.role === 'admin') && <TransferOwnershipCard eventId={event.id} onTransferred={() => changed(event.id)} />}
          </Stack>
        ) : section === 'views' ? (
          <ViewsSection eventId={event.id} editable={editable} />
          ) : section === 'finishVideos' ? (
          <FinishVideosSection eventId={event.id} editable={editable} />
        ) : section === 'photos' ? (
          <Suspense fallback={<LoadingState label={messages.photos.upload.title} />}>
            <PhotosSection eventId={event.id} editable={editable} />
          </Suspense>
        ) : section === 'timing' && editable ? (
          <TimingSection eventId={event.id} timeZone={event.timeZone} />
        ) : (
          <CallDocumentSection eventId={event.id} editable={editable} />
        )}
      </Stack>
      {duplicating && <DuplicateEventDialog event={event} onClose={() => setDuplicating(false)} />}
    </Page>
  );
}
