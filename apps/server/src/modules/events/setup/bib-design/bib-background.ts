import sharp from 'sharp';
import { messages } from '@dorsal/core';
import { AppError } from '../../../../lib/errors.ts';
import { BIB_SIZE } from '../../../registration/confirmation/bib-image.ts';

export const BIB_BACKGROUND_MAX_BYTES = 10 * 1024 * 1024;

export const bibImageNotImage = () => new AppError(400, 'not_an_image', messages.eventSetup.bibDesign.notImage);

/** Any image in, a JPEG out: EXIF orientation applied, at most twice the bib canvas (2050 × 1640), transparency on white, metadata dropped. */
export async function normalizeBibBackground(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { failOn: 'error', limitInputPixels: 60_000_000 })
      .rotate()
      .resize(BIB_SIZE.width * 2, BIB_SIZE.height * 2, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#FFFFFF' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer();
  } catch {
    throw bibImageNotImage();
  }
}
