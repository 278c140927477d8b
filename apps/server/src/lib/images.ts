import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { FastifyRequest } from 'fastify';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import { readSingleFile } from './uploads.ts';

/** The box an uploaded image is fitted into, and what it is stored as. */
export interface ImageShape {
  maxWidth: number;
  maxHeight: number;
  /** PNG keeps transparency (logos); JPEG is flattened on white (photos, backgrounds). */
  format: 'png' | 'jpeg';
  /** JPEG quality, 85 unless said. */
  quality?: number;
}

/** One kind of uploaded image (a logo, a bib background, a product's picture): its form field, limits, refusals and shape. */
export interface ImageUploadRule {
  field: string;
  maxBytes: number;
  /** The refusals, each upload with its own words. */
  tooLargeMessage: string;
  notImage: () => Error;
  shape: ImageShape;
}

/** The one image of an upload form, in the rule's field: no file, or a file in another field, is `notImage()` (its bytes are checked when stored). */
export async function readImageUpload(request: FastifyRequest, { field, maxBytes, tooLargeMessage, notImage }: ImageUploadRule): Promise<Buffer> {
  const file = await readSingleFile(request, {
    maxBytes,
    tooLargeMessage,
    accept: ({ fieldName }) => {
      if (fieldName !== field) throw notImage();
    },
  });
  if (!file) throw notImage();
  return file.data;
}

/**
 * Any image in (JPEG, PNG, WebP…), the shape out: EXIF orientation applied, fitted inside the box and never enlarged,
 * metadata dropped. Whatever sharp cannot read (not an image, cut short, too many pixels) throws `notImage()`.
 */
export async function normalizeImage(input: Buffer, shape: ImageShape, notImage: () => Error): Promise<Buffer> {
  try {
    const fitted = sharp(input, { failOn: 'error', limitInputPixels: 60_000_000 })
      .rotate()
      .resize(shape.maxWidth, shape.maxHeight, { fit: 'inside', withoutEnlargement: true });
    const encoded = shape.format === 'png' ? fitted.png({ compressionLevel: 9 }) : fitted.flatten({ background: '#FFFFFF' }).jpeg({ quality: shape.quality ?? 85, mozjpeg: true });
    return await encoded.toBuffer();
  } catch {
    throw notImage();
  }
}

/**
 * Normalizes an upload and stores it under `{prefix}-{random}.png|jpg`; answers the URL browsers use. A new name each
 * time, so a replaced image is never served from a cache (stored files are cached as immutable).
 */
export async function storeImage(storage: FileStorage, upload: Buffer, { shape, notImage }: ImageUploadRule, prefix: string): Promise<string> {
  const data = await normalizeImage(upload, shape, notImage);
  const key = `${prefix}-${randomBytes(6).toString('hex')}.${shape.format === 'png' ? 'png' : 'jpg'}`;
  await storage.put(key, data, `image/${shape.format}`);
  return storage.publicUrl(key);
}
