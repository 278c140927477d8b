import sharp, { type OverlayOptions } from 'sharp';
import { clampCrop, EDITOR_MAX_SIDE, fitWithin, overlayLayout, rotateSize, type ImageSize, type LogoPlacement, type PhotoEdit } from '@dorsal/core';

export interface OverlayImage {
  data: Buffer;
  size: ImageSize;
}

/** JPEG settings of a rendered photo: full-resolution colour, so a logo's edges stay where the layout put them. */
export const RENDER_JPEG = { quality: 92, chromaSubsampling: '4:4:4' } as const;

/** An image's pixel size (orientation already applied by processing). */
export async function imageSize(data: Buffer): Promise<ImageSize> {
  const meta = await sharp(data).metadata();
  return { width: meta.width ?? 1, height: meta.height ?? 1 };
}

/**
 * The shareable picture, drawn in the editor's order: the photo fitted within 1500 px, rotated, cropped; the frame
 * stretched over it; the logos in the boxes core's `overlayLayout` gives — the same boxes the browser's canvas uses.
 */
export async function renderEditedPhoto(
  photo: Buffer,
  edit: PhotoEdit,
  overlay: { frame: OverlayImage | null; logos: readonly (OverlayImage & { placement: LogoPlacement })[] },
): Promise<Buffer> {
  const source = await imageSize(photo);
  const fitted = fitWithin(source, EDITOR_MAX_SIDE);
  // Each step materialised, so sharp applies them in this order whatever its own pipeline order is.
  let image = await sharp(photo).resize(fitted.width, fitted.height, { fit: 'fill' }).rotate(edit.rotation).png().toBuffer();
  const crop = clampCrop(edit.crop, rotateSize(fitted, edit.rotation));
  if (crop) image = await sharp(image).extract(crop).png().toBuffer();
  const size = crop ? { width: crop.width, height: crop.height } : rotateSize(fitted, edit.rotation);
  const layout = overlayLayout(size, { frame: overlay.frame !== null, logos: overlay.logos.map((logo) => ({ size: logo.size, placement: logo.placement })) });
  const layers: OverlayOptions[] = [];
  if (overlay.frame && layout.frame) layers.push({ input: await sharp(overlay.frame.data).resize(layout.frame.width, layout.frame.height, { fit: 'fill' }).png().toBuffer(), left: 0, top: 0 });
  for (const [index, logo] of overlay.logos.entries()) {
    const box = layout.logos[index]!;
    layers.push({ input: await sharp(logo.data).resize(box.width, box.height, { fit: 'fill' }).png().toBuffer(), left: box.left, top: box.top });
  }
  return sharp(image).composite(layers).flatten({ background: '#FFFFFF' }).jpeg(RENDER_JPEG).toBuffer();
}
