import { messages } from '@dorsal/core';
import { AppError } from '../../../../lib/errors.ts';
import type { ImageUploadRule } from '../../../../lib/images.ts';
import { BIB_SIZE } from '../../../registration/confirmation/bib-image.ts';

/** The bib's background: JPG, PNG or WebP up to 10 MB, stored as a JPEG of twice the bib canvas (2050 × 1640) at most, transparency on white. */
export const bibBackgroundUpload: ImageUploadRule = {
  field: 'image',
  maxBytes: 10 * 1024 * 1024,
  tooLargeMessage: messages.eventSetup.bibDesign.tooLarge,
  notImage: () => new AppError(400, 'not_an_image', messages.eventSetup.bibDesign.notImage),
  shape: { maxWidth: BIB_SIZE.width * 2, maxHeight: BIB_SIZE.height * 2, format: 'jpeg', quality: 88 },
};
