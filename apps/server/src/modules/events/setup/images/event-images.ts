import { messages } from '@dorsal/core';
import type { FileStorage } from '../../../../adapters/storage/file-storage.ts';
import { AppError } from '../../../../lib/errors.ts';
import type { ImageShape, ImageUploadRule } from '../../../../lib/images.ts';

const t = messages.eventSetup.images;

const uploadOf = (shape: ImageShape): ImageUploadRule => ({
  field: 'image',
  maxBytes: 10 * 1024 * 1024,
  tooLargeMessage: t.tooLarge,
  notImage: () => new AppError(400, 'not_an_image', t.notImage),
  shape,
});

/**
 * Pictures an organizer uploads for the event's pages: JPG, PNG or WebP up to 10 MB (as the logo), stored as JPEG
 * fitted to what the page shows — a product 800 px (its card shows a thumbnail), a convocatoria image 1600 px (a
 * route map stays readable). Each kind has its folder, and the change log names it.
 */
export const eventImageKinds = {
  product: { upload: uploadOf({ maxWidth: 800, maxHeight: 800, format: 'jpeg', quality: 82 }), folder: 'products', action: 'productImage' },
  callDocument: { upload: uploadOf({ maxWidth: 1600, maxHeight: 1600, format: 'jpeg', quality: 82 }), folder: 'call-documents', action: 'callDocumentImage' },
} as const;
export type EventImageKind = keyof typeof eventImageKinds;

export const eventImagePrefix = (kind: EventImageKind, eventId: number) => `${eventImageKinds[kind].folder}/event-${eventId}`;

/** Whether the URL is one this storage handed out for an upload of that kind to that event. */
export function isUploadedEventImage(storage: FileStorage, url: string, kind: EventImageKind, eventId: number): boolean {
  return storage.keyOf(url)?.startsWith(`${eventImagePrefix(kind, eventId)}-`) ?? false;
}
