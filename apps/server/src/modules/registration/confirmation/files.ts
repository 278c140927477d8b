import { messages } from '@dorsal/core';
import type { FileStorage } from '../../../adapters/storage/file-storage.ts';
import { renderBibImage } from './bib-image.ts';
import { renderConfirmationPdf } from './confirmation-pdf.ts';
import type { ConfirmationData } from './confirmation.repository.ts';
import { confirmationView } from './confirmation.ts';

async function readStored(storage: FileStorage, url: string | null | undefined): Promise<Buffer | undefined> {
  const key = url ? storage.keyOf(url) : null;
  return key ? ((await storage.read(key)) ?? undefined) : undefined;
}

/** The digital bib (PNG) and the confirmation PDF of a registration, from its confirmation data. */
export function createRegistrationFiles(storage: FileStorage) {
  async function bibImage(data: ConfirmationData): Promise<Buffer> {
    const { registration, event, modality, bibDesign } = data;
    const [eventLogo, backgroundImage] = await Promise.all([readStored(storage, event.logoUrl), readStored(storage, bibDesign.imageUrl)]);
    return renderBibImage(
      {
        bib: registration.bib,
        pendingText: messages.registrationServer.bibPending,
        athleteName: `${registration.firstNames} ${registration.lastNames}`,
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
    async confirmationPdf(data: ConfirmationData, baseUrl: string): Promise<Buffer> {
      return renderConfirmationPdf(confirmationView(data, baseUrl), await bibImage(data));
    },
  };
}
export type RegistrationFiles = ReturnType<typeof createRegistrationFiles>;
