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
import { ResultsPage } from '../features/results/pages/ResultsPage.tsx';
import { PastEventsPage } from '../features/results/pages/PastEventsPage.tsx';
import { LiveEventsPage } from '../features/timing/pages/LiveEventsPage.tsx';
import { ChallengesPage } from '../features/challenges/pages/ChallengesPage.tsx';
import { OrganizerChallengesPage } from '../features/challenges/pages/OrganizerChallengesPage.tsx';
import { AuthorizedUsersPage } from '../features/admin/pages/AuthorizedUsersPage.tsx';
import { MailboxPage } from '../features/mail/pages/MailboxPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** The product's routes (spec 1, section 2). Trailing slashes match the same route. */
export function AppRoutes() {
  return (
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
      <Route path="/resultados" element={<ResultsPage />} />
      <Route path="/eventos-anteriores" element={<PastEventsPage />} />
      <Route path="/live" element={<LiveEventsPage />} />
      <Route path="/retos" element={<ChallengesPage />} />
      <Route path="/retos-organizador" element={<OrganizerChallengesPage />} />
      <Route path="/usuario-autorizado" element={<AuthorizedUsersPage />} />
      <Route path="/buzon" element={<MailboxPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
