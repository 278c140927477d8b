import type { OverlayBox, ImageSize } from './overlay.ts';

/** The editor works on images at most this many pixels on their longer side (spec §5: larger ones are scaled down). */
export const EDITOR_MAX_SIDE = 1500;
/** The editor shows its picture at most this wide or high. */
export const EDITOR_DISPLAY_MAX = 500;

/** The crop ratios the editor offers: 16:9, 2:3 and square. */
export const cropRatios = { '16:9': 16 / 9, '2:3': 2 / 3, '1:1': 1 } as const;
export type CropRatio = keyof typeof cropRatios;

export type Rotation = 0 | 90 | 180 | 270;

/** What the athlete did to a photo: rotations, then a crop of the rotated picture, then a frame. */
export interface PhotoEdit {
  rotation: Rotation;
  /** Pixels of the rotated (and scaled-down) picture; null = the whole picture. */
  crop: OverlayBox | null;
  frameCode: string | null;
}

export const noEdit: PhotoEdit = { rotation: 0, crop: null, frameCode: null };

/** An image's size once fitted within the editor's longest side (never enlarged). */
export function fitWithin(size: ImageSize, maxSide = EDITOR_MAX_SIDE): ImageSize {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

export const rotateSize = (size: ImageSize, rotation: Rotation): ImageSize => (rotation % 180 === 0 ? size : { width: size.height, height: size.width });

/** 90 degrees to the right (clockwise) or the left. */
export const rotateBy = (rotation: Rotation, direction: 'left' | 'right'): Rotation => (((rotation + (direction === 'right' ? 90 : 270)) % 360) as Rotation);

/** A crop rounded to whole pixels and kept inside the picture; null when it is empty or the whole picture. */
export function clampCrop(crop: OverlayBox | null, size: ImageSize): OverlayBox | null {
  if (!crop) return null;
  const left = Math.max(0, Math.min(size.width - 1, Math.round(crop.left)));
  const top = Math.max(0, Math.min(size.height - 1, Math.round(crop.top)));
  const width = Math.max(1, Math.min(size.width - left, Math.round(crop.width)));
  const height = Math.max(1, Math.min(size.height - top, Math.round(crop.height)));
  if (left === 0 && top === 0 && width === size.width && height === size.height) return null;
  return { left, top, width, height };
}

/** The size of the output picture for a source of `source` pixels (already fitted) after the edit. */
export function editedSize(source: ImageSize, edit: Pick<PhotoEdit, 'rotation' | 'crop'>): ImageSize {
  const rotated = rotateSize(source, edit.rotation);
  const crop = clampCrop(edit.crop, rotated);
  return crop ? { width: crop.width, height: crop.height } : rotated;
}

/** The output size shown on screen: at most EDITOR_DISPLAY_MAX on either side. */
export function displaySize(size: ImageSize): ImageSize {
  return fitWithin(size, EDITOR_DISPLAY_MAX);
}
