import { ConfirmationContent } from '../pages/ConfirmationPage.tsx';

/** A registration's confirmation document inside an organizer's website (`/{route}/{key}`; with `download`, its PDF). */
export function SiteConfirmationDocument({ registry, eventId, download }: { registry: string; eventId: number; download: boolean }) {
  return <ConfirmationContent registry={registry} eventId={eventId} download={download} />;
}
