import exifr from 'exifr';
import sharp from 'sharp';
import { adjustedPhotoTime, fill, MAX_PHOTO_PIXELS, messages, PHOTO_DISPLAY_MAX, PHOTO_THUMB_MAX, photoCaptureInstant, sniffPhotoType } from '@dorsal/core';

const t = messages.photos.upload.errors;

/** A file that is not a usable photo: its Spanish reason is shown beside the file; the job does not retry it. */
export class PhotoRejected extends Error {}

export interface ProcessedPhoto {
  /** 800 px JPEG (orientation applied, metadata dropped) and its 320 px thumbnail. */
  display: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  takenAt: Date | null;
  adjustedAt: Date | null;
}

interface CaptureTags {
  DateTimeOriginal?: string;
  OffsetTimeOriginal?: string;
  CreateDate?: string;
}

/** EXIF capture time as written (no revival: exifr would read it in the server's own zone). */
async function captureTags(original: Buffer): Promise<CaptureTags> {
  try {
    return ((await exifr.parse(original, { pick: ['DateTimeOriginal', 'OffsetTimeOriginal', 'CreateDate'], reviveValues: false })) as CaptureTags | undefined) ?? {};
  } catch {
    return {};
  }
}

/**
 * One race photo, from the uploaded bytes: capture time (EXIF, read in the event's zone unless the camera wrote its
 * offset) plus the camera's clock offset, orientation fixed, an 800 px JPEG and a thumbnail made from it (one decode
 * of the original, shrunk on load). Whatever cannot be read as a photo throws PhotoRejected with the reason.
 */
export async function processRacePhoto(original: Buffer, { timeZone, offsetSeconds }: { timeZone: string; offsetSeconds: number }): Promise<ProcessedPhoto> {
  if (original.length === 0) throw new PhotoRejected(t.empty);
  if (!sniffPhotoType(original.subarray(0, 16))) throw new PhotoRejected(t.notImage);
  const [tags, display] = await Promise.all([
    captureTags(original),
    sharp(original, { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize(PHOTO_DISPLAY_MAX, PHOTO_DISPLAY_MAX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#FFFFFF' })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
      .catch((error: unknown) => {
        const pixels = error instanceof Error && /pixel limit/i.test(error.message);
        throw new PhotoRejected(pixels ? fill(t.tooManyPixels, { mp: String(MAX_PHOTO_PIXELS / 1_000_000) }) : t.corrupt);
      }),
  ]);
  const thumb = await sharp(display.data).resize(PHOTO_THUMB_MAX, PHOTO_THUMB_MAX, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 75 }).toBuffer();
  const takenAt = photoCaptureInstant(tags.DateTimeOriginal ?? tags.CreateDate, tags.OffsetTimeOriginal, timeZone);
  return { display: display.data, thumb, width: display.info.width, height: display.info.height, takenAt, adjustedAt: adjustedPhotoTime(takenAt, offsetSeconds) };
}
