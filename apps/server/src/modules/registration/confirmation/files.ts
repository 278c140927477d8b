import { messages } from '@dorsal/core';
import { readStoredUrl, type FileStorage } from '../../../adapters/storage/file-storage.ts';
import type { BibDesign } from '../../../db/schema.ts';
import { renderBibImage, type BibImageData } from './bib-image.ts';
import { renderConfirmationPdf } from './confirmation-pdf.ts';
import type { ConfirmationData } from './confirmation.repository.ts';
import { confirmationView, teamOf } from './confirmation.ts';

/** A digital bib with the event's logo and the organizer's stored design (background image, font colour, white back). */
export async function renderStoredBib(
  storage: FileStorage,
  data: Omit<BibImageData, 'eventLogo'> & { eventLogoUrl: string | null },
  design: BibDesign,
): Promise<Buffer> {
  const { eventLogoUrl, ...bib } = data;
  const [eventLogo, backgroundImage] = await Promise.all([readStoredUrl(storage, eventLogoUrl), readStoredUrl(storage, design.imageUrl)]);
  return renderBibImage(
    { ...bib, ...(eventLogo ? { eventLogo } : {}) },
    {
      ...(backgroundImage ? { backgroundImage } : {}),
      ...(design.fontColor ? { fontColor: design.fontColor } : {}),
      ...(design.whiteBack !== undefined ? { whiteBack: design.whiteBack } : {}),
    },
  );
}

/** The digital bib (PNG) and the confirmation PDF of a registration, from its confirmation data. */
export function createRegistrationFiles(storage: FileStorage) {
  /** `member`: a relay's or team's member from 2 on, whose name the bib carries; the registering athlete without it. */
  async function bibImage(data: ConfirmationData, member = 1): Promise<Buffer> {
    const { registration, event, modality, bibDesign } = data;
    const athleteName = teamOf(data)[member - 1]?.name ?? `${registration.firstNames} ${registration.lastNames}`;
    return renderStoredBib(
      storage,
      { bib: registration.bib, pendingText: messages.registrationServer.bibPending, athleteName, eventName: event.name, modalityName: modality.name, eventLogoUrl: event.logoUrl },
      bibDesign,
    );
  }

  return {
    bibImage,
    /** With a page per member of a relay or team after the athlete's own, each with their bib. */
    async confirmationPdf(data: ConfirmationData, baseUrl: string): Promise<Buffer> {
      const view = confirmationView(data, baseUrl);
      const bibs = await Promise.all([1, ...view.team.slice(1).map((member) => member.position)].map((member) => bibImage(data, member)));
      return renderConfirmationPdf(view, bibs);
    },
  };
}
export type RegistrationFiles = ReturnType<typeof createRegistrationFiles>;
