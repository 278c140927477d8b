import { messages } from '@dorsal/core';
import { AppError } from '../../../lib/errors.ts';
import type { ImageUploadRule } from '../../../lib/images.ts';

const t = messages.challengeImages;

export type UploadKind = 'certificate' | 'raceNumber' | 'medal' | 'frame';

const notImage = () => new AppError(400, 'not_an_image', t.notImage);

/** Spec §5: images above 1500 px are scaled down. Medal and frame keep their transparency (PNG); backgrounds are JPEG. */
export const challengeImageUploads: Record<UploadKind, ImageUploadRule> = {
  certificate: { field: 'image', maxBytes: 10 * 1024 * 1024, tooLargeMessage: t.tooLarge, notImage, shape: { maxWidth: 1500, maxHeight: 1500, format: 'jpeg', quality: 88 } },
  raceNumber: { field: 'image', maxBytes: 10 * 1024 * 1024, tooLargeMessage: t.tooLarge, notImage, shape: { maxWidth: 1500, maxHeight: 1500, format: 'jpeg', quality: 88 } },
  medal: { field: 'image', maxBytes: 10 * 1024 * 1024, tooLargeMessage: t.tooLarge, notImage, shape: { maxWidth: 1500, maxHeight: 1500, format: 'png' } },
  frame: { field: 'image', maxBytes: 10 * 1024 * 1024, tooLargeMessage: t.tooLarge, notImage, shape: { maxWidth: 1500, maxHeight: 1500, format: 'png' } },
};

/** Only PNG and JPEG are taken (by their first bytes, whatever the file is called). */
export function assertPngOrJpeg(data: Buffer): void {
  const png = data.length > 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  if (!png && !jpeg) throw notImage();
}
