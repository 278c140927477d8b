import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '../features/home/pages/HomePage.tsx';
import { ServicesPage } from '../features/info/pages/ServicesPage.tsx';
import { AboutPage } from '../features/info/pages/AboutPage.tsx';
import { PoliciesPage } from '../features/info/pages/PoliciesPage.tsx';
import { LoginPage } from '../features/accounts/pages/LoginPage.tsx';
import { RegisterPage } from '../features/accounts/pages/RegisterPage.tsx';
import { PasswordRestorePage } from '../features/accounts/pages/PasswordRestorePage.tsx';
import { ProfilePage } from '../features/accounts/pages/ProfilePage.tsx';
import { UpcomingEventsPage } from '../features/events/pages/UpcomingEventsPage.tsx';
import { EventInfoPage } from '../features/events/pages/EventInfoPage.tsx';
import { EventWebsitePage } from '../features/registration/pages/EventWebsitePage.tsx';
import { CallDocumentPage } from '../features/events/pages/CallDocumentPage.tsx';
import { PastEventsPage } from '../features/results/pages/PastEventsPage.tsx';
import { LiveEventsPage } from '../features/timing/pages/LiveEventsPage.tsx';
import { LiveResultsPage } from '../features/results/pages/LiveResultsPage.tsx';
import { FinishAlertCancelPage } from '../features/results/pages/FinishAlertCancelPage.tsx';
import { FinishLinePage } from '../features/manage/timing/FinishLinePage.tsx';
import { AuthorizedUsersPage } from '../features/admin/pages/AuthorizedUsersPage.tsx';
import { MailboxPage } from '../features/mail/pages/MailboxPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { LoadingState } from '../shared/ui/LoadingState.tsx';

// The results reports (virtual lists, dialogs), event management and the registration wizard load on first use.
const ChallengesPage = lazy(() => import('../features/challenges/athlete/pages/ChallengesPage.tsx').then((module) => ({ default: module.ChallengesPage })));
const ChallengePage = lazy(() => import('../features/challenges/athlete/pages/ChallengePage.tsx').then((module) => ({ default: module.ChallengePage })));
const OrganizerChallengesPage = lazy(() => import('../features/challenges/organizer/pages/OrganizerChallengesPage.tsx').then((module) => ({ default: module.OrganizerChallengesPage })));
const AdminChallengePage = lazy(() => import('../features/admin/challenges/AdminChallengePage.tsx').then((module) => ({ default: module.AdminChallengePage })));
const GalleryPage = lazy(() => import('../features/photos/GalleryPage.tsx').then((module) => ({ default: module.GalleryPage })));
const MyPhotosPage = lazy(() => import('../features/photos/MyPhotosPage.tsx').then((module) => ({ default: module.MyPhotosPage })));
const PhotoConfigPage = lazy(() => import('../features/manage/photo-config/PhotoConfigPage.tsx').then((module) => ({ default: module.PhotoConfigPage })));
const OrganizerChallengePage = lazy(() => import('../features/challenges/organizer/pages/OrganizerChallengePage.tsx').then((module) => ({ default: module.OrganizerChallengePage })));
const EventResultsPage = lazy(() =>
  import('../features/results/pages/EventResultsPage.tsx').then((module) => ({ default: module.EventResultsPage })),
);
const RegistrationPage = lazy(() =>
  import('../features/registration/pages/RegistrationPage.tsx').then((module) => ({ default: module.RegistrationPage })),
);
const DeskRegistrationPage = lazy(() =>
  import('../features/registration/pages/DeskRegistrationPage.tsx').then((module) => ({ default: module.DeskRegistrationPage })),
);
const ConfirmationPage = lazy(() =>
  import('../features/registration/pages/ConfirmationPage.tsx').then((module) => ({ default: module.ConfirmationPage })),
);
const ManageEventsPage = lazy(() =>
  import('../features/manage/pages/ManageEventsPage.tsx').then((module) => ({ default: module.ManageEventsPage })),
);
const InvitationPage = lazy(() => import('../features/manage/staff/InvitationPage.tsx').then((module) => ({ default: module.InvitationPage })));
const OrganizerPage = lazy(() =>
  import('../features/manage/organizers/OrganizerPage.tsx').then((module) => ({ default: module.OrganizerPage })),
);
// The site editor with the public site's renderer as its live preview (composed in app/: features do not import each other).
const SiteEditorPage = lazy(() => import('./SiteEditorRoute.tsx'));
const CustomViewPage = lazy(() => import('../features/views/CustomViewPage.tsx').then((module) => ({ default: module.CustomViewPage })));
const ShortPathViewPage = lazy(() => import('../features/views/CustomViewPage.tsx').then((module) => ({ default: module.ShortPathViewPage })));
const EventSettingsPage = lazy(() =>
  import('../features/manage/setup/EventSettingsPage.tsx').then((module) => ({ default: module.EventSettingsPage })),
);

/** The product's routes (spec 1, section 2). Trailing slashes match the same route. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/servicios" element={<ServicesPage />} />
        <Route path="/nosotros" element={<AboutPage />} />
        <Route path="/politicas-privacidad" element={<PoliciesPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/registro" element={<RegisterPage />} />
        <Route path="/password-restore" element={<PasswordRestorePage />} />
        <Route path="/atletas" element={<ProfilePage />} />
        <Route path="/proximos-eventos" element={<UpcomingEventsPage />} />
        <Route path="/proximos-eventos/:eventKey" element={<EventInfoPage />} />
        <Route path="/proximos-eventos/:eventKey/convocatoria" element={<CallDocumentPage section="upcoming" />} />
        <Route path="/resultados" element={<PastEventsPage />} />
        <Route path="/resultados/:eventKey" element={<EventResultsPage />} />
        <Route path="/resultados/:eventKey/convocatoria" element={<CallDocumentPage section="results" />} />
        <Route path="/eventos-anteriores" element={<PastEventsPage />} />
        <Route path="/eventos-anteriores/:eventKey" element={<EventResultsPage />} />
        <Route path="/live" element={<LiveEventsPage />} />
        <Route path="/live/:eventKey" element={<LiveResultsPage />} />
        <Route path="/live/aviso/:token" element={<FinishAlertCancelPage />} />
        <Route path="/admin/eventos" element={<ManageEventsPage />} />
        <Route path="/admin/organizadores/:organizerId" element={<OrganizerPage />} />
        <Route path="/admin/organizadores/:organizerId/sitios/:siteId" element={<SiteEditorPage />} />
        <Route path="/admin/eventos/:eventId" element={<EventSettingsPage />} />
        <Route path="/admin/eventos/:eventId/inscripcion" element={<EventSettingsPage section="registration" />} />
        <Route path="/admin/eventos/:eventId/formulario" element={<EventSettingsPage section="form" />} />
        <Route path="/admin/eventos/:eventId/modalidades" element={<EventSettingsPage section="modalities" />} />
        <Route path="/admin/eventos/:eventId/productos" element={<EventSettingsPage section="products" />} />
        <Route path="/admin/eventos/:eventId/descuentos" element={<EventSettingsPage section="discounts" />} />
        <Route path="/admin/eventos/:eventId/convocatoria" element={<EventSettingsPage section="callDocument" />} />
        <Route path="/admin/eventos/:eventId/ingresos" element={<EventSettingsPage section="registrants" />} />
        <Route path="/admin/eventos/:eventId/dashboard" element={<EventSettingsPage section="dashboard" />} />
        <Route path="/admin/eventos/:eventId/punto-de-venta" element={<DeskRegistrationPage />} />
        <Route path="/admin/eventos/:eventId/usuarios" element={<EventSettingsPage section="staff" />} />
        <Route path="/invitacion/:token" element={<InvitationPage />} />
        <Route path="/admin/eventos/:eventId/cronometraje" element={<EventSettingsPage section="timing" />} />
        <Route path="/admin/eventos/:eventId/meta" element={<FinishLinePage />} />
        <Route path="/admin/eventos/:eventId/vistas" element={<EventSettingsPage section="views" />} />
        <Route path="/admin/eventos/:eventId/videos" element={<EventSettingsPage section="finishVideos" />} />
        <Route path="/admin/eventos/:eventId/fotos" element={<EventSettingsPage section="photos" />} />
        <Route path="/admin/eventos/:eventId/fotos/configuracion" element={<PhotoConfigPage />} />
        <Route path="/fotos/mias" element={<MyPhotosPage />} />
        <Route path="/fotos/:eventId" element={<GalleryPage />} />
        <Route path="/retos" element={<ChallengesPage />} />
        <Route path="/retos/:challengeId" element={<ChallengePage />} />
        <Route path="/retos/:challengeId/code/:code" element={<ChallengePage />} />
        <Route path="/retos-organizador" element={<OrganizerChallengesPage />} />
        <Route path="/retos-organizador/:challengeId" element={<OrganizerChallengePage />} />
        <Route path="/usuario-autorizado" element={<AuthorizedUsersPage />} />
        <Route path="/usuario-autorizado/:challengeId" element={<AdminChallengePage />} />
        <Route path="/buzon" element={<MailboxPage />} />
        <Route path="/detalle-inscrito" element={<ConfirmationPage />} />
        <Route path="/views/:eventId/:viewIndex" element={<CustomViewPage />} />
        <Route path="/views/:eventId/:viewIndex/:bib" element={<CustomViewPage />} />
        {/* /evento_{id}: the event's web page; other single segments are not found. */}
        <Route path="/:slug" element={<EventWebsitePage fallback={<NotFoundPage />} />} />
        {/* /evento_{id}/inscripcion: the registration wizard. */}
        <Route path="/:slug/inscripcion" element={<RegistrationPage fallback={<NotFoundPage />} />} />
        {/* /{shortPath}/{viewIndex}/{number}: one of the event's custom views (the generic 2- and 3-segment routes). */}
        <Route path="/:slug/:viewIndex" element={<ShortPathViewPage fallback={<NotFoundPage />} />} />
        <Route path="/:slug/:viewIndex/:bib" element={<ShortPathViewPage fallback={<NotFoundPage />} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
