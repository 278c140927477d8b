import { messages } from '@dorsal/core';
import { AppError } from '../../../../lib/errors.ts';
import { normalizeImage, type ImageUploadRule } from '../../../../lib/images.ts';

export const EVENT_LOGO_MAX_BYTES = 10 * 1024 * 1024;

export const logoNotImage = () => new AppError(400, 'not_an_image', messages.eventSetup.logoNotImage);

/** A logo (the event's, an organizer's): JPG, PNG or WebP up to 10 MB, stored as a PNG (transparency kept) of 512 px at most. */
export const eventLogoUpload: ImageUploadRule = {
  field: 'logo',
  maxBytes: EVENT_LOGO_MAX_BYTES,
  tooLargeMessage: messages.eventSetup.logoTooLarge,
  notImage: logoNotImage,
  shape: { maxWidth: 512, maxHeight: 512, format: 'png' },
};

/** Any image in, the logo's PNG out (see `normalizeImage`). */
export const normalizeEventLogo = (input: Buffer): Promise<Buffer> => normalizeImage(input, eventLogoUpload.shape, logoNotImage);
