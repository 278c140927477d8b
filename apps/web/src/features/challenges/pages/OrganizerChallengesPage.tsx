import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { messages } from '@dorsal/core';
import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

const t = messages.pages.placeholders.organizerChallenges;

/** /retos-organizador — placeholder until this area is built. */
export function OrganizerChallengesPage() {
  return <PlaceholderPage title={t.title} empty={t.empty} icon={<AssignmentIndIcon />} />;
}
