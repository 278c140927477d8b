import sharp from 'sharp';

/**
 * Test and demo photos: a JPEG of the given size with an EXIF capture time (DateTimeOriginal, optional offset) and
 * orientation. Not a test file itself; used by the upload tests, the bench and the demo seed.
 */
export async function jpegWithExif({ width, height, takenAt, offset, orientation = 1, color = '#336699', quality = 80 }: { width: number; height: number; takenAt?: string; offset?: string; orientation?: number; color?: string; quality?: number }): Promise<Buffer> {
  const exif: Record<string, Record<string, string>> = { IFD0: { Make: 'Dorsal', Model: 'Prueba' } };
  if (takenAt) exif.IFD2 = { DateTimeOriginal: takenAt, ...(offset ? { OffsetTimeOriginal: offset } : {}) };
  // A gradient, so the JPEG has real content to decode (a flat colour compresses to nothing).
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#f26b1d"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 4}" cy="${height / 4}" r="${Math.min(width, height) / 8}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality }).withExif(exif).withMetadata({ orientation }).toBuffer();
}
