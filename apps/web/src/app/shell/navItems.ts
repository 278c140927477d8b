import type { SvgIconComponent } from '@mui/icons-material';
import EventIcon from '@mui/icons-material/Event';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SensorsIcon from '@mui/icons-material/Sensors';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import HomeIcon from '@mui/icons-material/Home';
import PersonIcon from '@mui/icons-material/Person';
import InfoIcon from '@mui/icons-material/Info';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { messages } from '@dorsal/core';
import type { Role } from '@dorsal/core';

const nav = messages.shell.nav;

export interface NavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Only shown to platform admins ('admin'), or to any signed-in account ('signedIn'). */
  audience?: Extract<Role, 'admin'> | 'signedIn';
}

/** The drawer's entries, in the spec's order. */
export const navItems: NavItem[] = [
  { label: nav.upcoming, to: '/proximos-eventos', icon: EventIcon },
  { label: nav.results, to: '/resultados', icon: EmojiEventsIcon },
  { label: nav.live, to: '/live', icon: SensorsIcon },
  { label: nav.challenges, to: '/retos', icon: DirectionsRunIcon },
  { label: nav.organizerChallenges, to: '/retos-organizador', icon: AssignmentIndIcon },
  { label: nav.home, to: '/', icon: HomeIcon },
  { label: nav.profile, to: '/atletas', icon: PersonIcon },
  { label: nav.about, to: '/nosotros', icon: InfoIcon },
  { label: nav.authorizedUsers, to: '/usuario-autorizado', icon: VerifiedUserIcon, audience: 'admin' },
  { label: messages.manage.navLink, to: '/admin/eventos', icon: EditCalendarIcon, audience: 'signedIn' },
];
