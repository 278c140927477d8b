import sharp from 'sharp';
import { messages } from '@dorsal/core';
import { AppError } from '../../lib/errors.ts';

export const PROFILE_PHOTO_MAX_SIDE = 800;
export const PHOTO_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Any image in, a JPEG out: EXIF orientation applied, longest side at most 800 px, metadata dropped. */
export async function normalizeProfilePhoto(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { failOn: 'error', limitInputPixels: 60_000_000 })
      .rotate()
      .resize(PROFILE_PHOTO_MAX_SIDE, PROFILE_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError(400, 'not_an_image', messages.account.photoNotImage);
  }
}
