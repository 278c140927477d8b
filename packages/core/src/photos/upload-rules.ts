import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';
import { FINISH_POINT } from './matching.ts';

const t = messages.photos.upload;

/** One race photo file at most (a 12 MP JPEG is 3–12 MB). */
export const MAX_PHOTO_BYTES = 30 * 1024 * 1024;
/** Pixels sharp is allowed to decode (a 60 MP frame). */
export const MAX_PHOTO_PIXELS = 60_000_000;
/** Longest side of the photo athletes see (spec §5: 800 px for event photos) and of its thumbnail. */
export const PHOTO_DISPLAY_MAX = 800;
export const PHOTO_THUMB_MAX = 320;
export const MAX_BATCH_FILES = 5000;
/** A camera a day off at most. */
export const MAX_CLOCK_OFFSET_SECONDS = 86_400;

export const photoTooLargeMessage = fill(t.errors.tooLarge, { mb: String(MAX_PHOTO_BYTES / 1024 / 1024) });

/** What the browser's file picker offers (the server still reads every file's bytes). */
export const acceptedPhotoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/tiff'];

/** 'meta' or a checkpoint's number, as text. */
export const photoPointSchema = z.string({ error: t.errors.badPoint }).regex(new RegExp(`^(${FINISH_POINT}|[1-9][0-9]{0,5})$`), t.errors.badPoint);

export const createPhotoBatchSchema = z.object({
  point: photoPointSchema,
  cameraClockOffsetSeconds: z.number({ error: t.errors.badOffset }).int(t.errors.badOffset).min(-MAX_CLOCK_OFFSET_SECONDS, t.errors.badOffset).max(MAX_CLOCK_OFFSET_SECONDS, t.errors.badOffset),
  totalFiles: z.number({ error: t.errors.badCount }).int(t.errors.badCount).min(1, t.errors.badCount).max(MAX_BATCH_FILES, t.errors.badCount),
});
export type CreatePhotoBatch = z.infer<typeof createPhotoBatchSchema>;

/**
 * The key that makes a file of a batch the same file when the batch is resumed (picked again after a reload):
 * the batch, the size, the last change and the name. The server keeps one photo per key and event.
 */
export function photoUploadKey(batchId: number, file: { name: string; size: number; lastModified: number }): string {
  return `${batchId}/${file.size}/${file.lastModified}/${file.name}`.slice(0, 300);
}

/** The kind of image the first bytes say, or null for anything else (text, PDF, video…). */
export function sniffPhotoType(head: Uint8Array): 'jpeg' | 'png' | 'webp' | 'heif' | 'tiff' | null {
  const at = (index: number) => head[index] ?? -1;
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (at(0) === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && /^(heic|heix|mif1|msf1|heif|avif)$/.test(ascii(8, 12))) return 'heif';
  if ((ascii(0, 2) === 'II' && at(2) === 42 && at(3) === 0) || (ascii(0, 2) === 'MM' && at(2) === 0 && at(3) === 42)) return 'tiff';
  return null;
}
