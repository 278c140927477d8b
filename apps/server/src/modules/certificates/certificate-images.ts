import sharp from 'sharp';

const LIMIT_PIXELS = 60_000_000;

/** The organizer's image covering width × height, EXIF orientation applied, or null if unreadable. */
export async function coverBackground(image: Buffer, width: number, height: number): Promise<Buffer | null> {
  try {
    return await sharp(image, { failOn: 'error', limitInputPixels: LIMIT_PIXELS })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch {
    return null;
  }
}

export interface PlacedImage {
  input: Buffer;
  left: number;
  top: number;
}

/** The event logo fitted inside a box and centred in it, or null if unreadable (it is optional). */
export async function fitLogo(
  logo: Buffer,
  box: { left: number; top: number; width: number; height: number },
): Promise<PlacedImage | null> {
  try {
    const { data, info } = await sharp(logo, { failOn: 'error', limitInputPixels: LIMIT_PIXELS })
      .rotate()
      .resize(box.width, box.height, { fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true });
    return {
      input: data,
      left: box.left + Math.round((box.width - info.width) / 2),
      top: box.top + Math.round((box.height - info.height) / 2),
    };
  } catch {
    return null;
  }
}
