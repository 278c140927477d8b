import { clampCrop, fill, messages, EDITOR_MAX_SIDE, fitWithin, overlayLayout, rotateSize, type LogoPlacement, type PhotoEdit } from '@dorsal/core';

/** An image ready to draw; same-origin files, or others that allow it, so the canvas can be saved. */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    if (/^https?:/i.test(url)) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`No se pudo cargar ${url}`));
    image.src = url;
  });
}

/** A photo to edit: a loaded image, or a canvas (a sample picture). */
export type PhotoSource = HTMLImageElement | HTMLCanvasElement;
const sizeOf = (source: PhotoSource) => (source instanceof HTMLImageElement ? { width: source.naturalWidth, height: source.naturalHeight } : { width: source.width, height: source.height });

/** The photo fitted within 1500 px and turned: what the crop is drawn over. */
export function rotatedCanvas(source: PhotoSource, rotation: PhotoEdit['rotation']): HTMLCanvasElement {
  const fitted = fitWithin(sizeOf(source), EDITOR_MAX_SIDE);
  const size = rotateSize(fitted, rotation);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d')!;
  context.translate(size.width / 2, size.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(source, -fitted.width / 2, -fitted.height / 2, fitted.width, fitted.height);
  return canvas;
}

export interface OverlayImages {
  frame: HTMLImageElement | null;
  logos: readonly { image: HTMLImageElement; placement: LogoPlacement }[];
}

/**
 * The edited picture, in the server render's order (modules/photos/finding/photo-render.ts): fitted, rotated, cropped,
 * the frame over it, the logos in core's `overlayLayout` boxes.
 */
export function drawEdited(source: PhotoSource, edit: PhotoEdit, overlay: OverlayImages): HTMLCanvasElement {
  const rotated = rotatedCanvas(source, edit.rotation);
  const crop = clampCrop(edit.crop, { width: rotated.width, height: rotated.height }) ?? { left: 0, top: 0, width: rotated.width, height: rotated.height };
  const canvas = document.createElement('canvas');
  canvas.width = crop.width;
  canvas.height = crop.height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#FFFFFF';
  context.fillRect(0, 0, crop.width, crop.height);
  context.drawImage(rotated, crop.left, crop.top, crop.width, crop.height, 0, 0, crop.width, crop.height);
  const layout = overlayLayout(
    { width: crop.width, height: crop.height },
    { frame: overlay.frame !== null, logos: overlay.logos.map(({ image, placement }) => ({ size: { width: image.naturalWidth, height: image.naturalHeight }, placement })) },
  );
  if (overlay.frame && layout.frame) context.drawImage(overlay.frame, layout.frame.left, layout.frame.top, layout.frame.width, layout.frame.height);
  overlay.logos.forEach(({ image }, index) => {
    const box = layout.logos[index]!;
    context.drawImage(image, box.left, box.top, box.width, box.height);
  });
  return canvas;
}

/** A file name from the athlete's name: lower case, no accents, hyphens. */
export function photoFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${fill(messages.photos.editor.fileName, { name: slug || 'atleta' })}.jpg`;
}

/** Saves the canvas as a JPEG download. */
export async function downloadJpeg(canvas: HTMLCanvasElement, fileName: string): Promise<void> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
  if (!blob) throw new Error('toBlob');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
