import SensorsIcon from '@mui/icons-material/Sensors';
import { messages } from '@dorsal/core';
import { PlaceholderPage } from '../../../shared/ui/PlaceholderPage.tsx';

const t = messages.pages.placeholders.live;

/** /live — placeholder until this area is built. */
export function LiveEventsPage() {
  return <PlaceholderPage title={t.title} empty={t.empty} icon={<SensorsIcon />} />;
}
