import sharp from 'sharp';
import type { FileStorage } from '../../../adapters/storage/file-storage.ts';
import type { Db } from '../../../db/database.ts';

/** A solid image (PNG keeps an alpha channel when `alpha` is given). */
export async function solidImage(width: number, height: number, color: string, format: 'png' | 'jpeg' = 'png', alpha = 1): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 4, background: { ...hex(color), alpha } } });
  return format === 'png' ? image.png().toBuffer() : image.flatten({ background: color }).jpeg({ quality: 95 }).toBuffer();
}

/** A frame: a transparent picture with an opaque border of `border` pixels. */
export async function borderFrame(width: number, height: number, color: string, border: number): Promise<Buffer> {
  const inner = await sharp({ create: { width: width - 2 * border, height: height - 2 * border, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 4, background: { ...hex(color), alpha: 1 } } })
    .composite([{ input: inner, left: border, top: border, blend: 'dest-out' }])
    .png()
    .toBuffer();
}

function hex(color: string) {
  const value = Number.parseInt(color.slice(1), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

/** The smallest box holding every pixel close to `color` (JPEG noise tolerated). */
export async function boundsOf(jpeg: Buffer, color: string, tolerance = 60) {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const target = hex(color);
  let left = Infinity;
  let top = Infinity;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const at = (y * info.width + x) * info.channels;
      const close = Math.abs(data[at]! - target.r) + Math.abs(data[at + 1]! - target.g) + Math.abs(data[at + 2]! - target.b) <= tolerance;
      if (!close) continue;
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { left, top, width: right - left + 1, height: bottom - top + 1, image: { width: info.width, height: info.height } };
}

/** A ready, visible race photo stored as a JPEG of `color`. */
export async function insertPhoto(
  db: Db,
  storage: FileStorage,
  values: { eventId: number; point: string; adjustedAt: Date | null; bibs?: number[]; visible?: boolean; status?: 'ready' | 'processing'; color?: string; width?: number; height?: number },
) {
  const width = values.width ?? 400;
  const height = values.height ?? 300;
  const key = `events/${values.eventId}/photos/test-${Math.random().toString(16).slice(2)}.jpg`;
  await storage.put(key, await solidImage(width, height, values.color ?? '#2040C0', 'jpeg'), 'image/jpeg');
  const url = storage.publicUrl(key);
  const row = await db
    .insertInto('racePhotos')
    .values({
      eventId: values.eventId,
      point: values.point,
      displayUrl: url,
      thumbUrl: url,
      width,
      height,
      takenAt: values.adjustedAt,
      adjustedAt: values.adjustedAt,
      status: values.status ?? 'ready',
      visible: values.visible ?? true,
      fileName: key.split('/').pop()!,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.bibs?.length) await db.insertInto('racePhotoBibs').values(values.bibs.map((bib) => ({ photoId: row.id, eventId: values.eventId, bib }))).execute();
  return { id: row.id, url };
}
