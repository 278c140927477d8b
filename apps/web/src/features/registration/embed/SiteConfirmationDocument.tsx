import { ToastProvider } from '../../../shared/ui/ToastProvider.tsx';
import { ConfirmationContent } from '../pages/ConfirmationPage.tsx';

/** A registration's confirmation document inside an organizer's website (`/{route}/{key}`; with `download`, its PDF). */
export function SiteConfirmationDocument({ registry, eventId, download }: { registry: string; eventId: number; download: boolean }) {
  return (
    <ToastProvider>
      <ConfirmationContent registry={registry} eventId={eventId} download={download} />
    </ToastProvider>
  );
}
