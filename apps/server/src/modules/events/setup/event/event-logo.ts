import sharp from 'sharp';
import { messages } from '@dorsal/core';
import { AppError } from '../../../../lib/errors.ts';

export const EVENT_LOGO_MAX_SIDE = 512;
export const EVENT_LOGO_MAX_BYTES = 10 * 1024 * 1024;

export const logoNotImage = () => new AppError(400, 'not_an_image', messages.eventSetup.logoNotImage);

/** Any image in, a PNG out (transparency kept): EXIF orientation applied, longest side at most 512 px, metadata dropped. */
export async function normalizeEventLogo(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { failOn: 'error', limitInputPixels: 60_000_000 })
      .rotate()
      .resize(EVENT_LOGO_MAX_SIDE, EVENT_LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw logoNotImage();
  }
}
