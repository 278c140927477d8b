import { messages } from '@dorsal/core';
import type { FileStorage } from '../../../adapters/storage/file-storage.ts';
import { renderBibImage } from './bib-image.ts';
import { renderConfirmationPdf } from './confirmation-pdf.ts';
import type { ConfirmationData } from './confirmation.repository.ts';
import { confirmationView, teamOf } from './confirmation.ts';

async function readStored(storage: FileStorage, url: string | null | undefined): Promise<Buffer | undefined> {
  const key = url ? storage.keyOf(url) : null;
  return key ? ((await storage.read(key)) ?? undefined) : undefined;
}

/** The digital bib (PNG) and the confirmation PDF of a registration, from its confirmation data. */
export function createRegistrationFiles(storage: FileStorage) {
  /** `member`: a relay's or team's member from 2 on, whose name the bib carries; the registering athlete without it. */
  async function bibImage(data: ConfirmationData, member = 1): Promise<Buffer> {
    const { registration, event, modality, bibDesign } = data;
    const athleteName = teamOf(data)[member - 1]?.name ?? `${registration.firstNames} ${registration.lastNames}`;
    const [eventLogo, backgroundImage] = await Promise.all([readStored(storage, event.logoUrl), readStored(storage, bibDesign.imageUrl)]);
    return renderBibImage(
      {
        bib: registration.bib,
        pendingText: messages.registrationServer.bibPending,
        athleteName,
        eventName: event.name,
        modalityName: modality.name,
        ...(eventLogo ? { eventLogo } : {}),
      },
      {
        ...(backgroundImage ? { backgroundImage } : {}),
        ...(bibDesign.fontColor ? { fontColor: bibDesign.fontColor } : {}),
        ...(bibDesign.whiteBack !== undefined ? { whiteBack: bibDesign.whiteBack } : {}),
      },
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
