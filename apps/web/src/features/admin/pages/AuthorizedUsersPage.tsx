import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { messages } from '@dorsal/core';
import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

const t = messages.pages.placeholders.authorizedUsers;

/** /usuario-autorizado — placeholder until this area is built. */
export function AuthorizedUsersPage() {
  return <PlaceholderPage title={t.title} empty={t.empty} icon={<VerifiedUserIcon />} />;
}
