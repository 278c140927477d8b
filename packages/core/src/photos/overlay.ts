/**
 * The overlay of a shared photo (spec doc 1 §3, doc 2 §9): the event's logos, each a fraction of the image's width
 * at a margin from one corner, and an optional frame over the whole picture. One function for the browser's canvas
 * and the server's render, so both draw the same boxes to the pixel.
 */

/** posicion: 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right. */
export type LogoCorner = 1 | 2 | 3 | 4;
export const logoCorners = [1, 2, 3, 4] as const satisfies readonly LogoCorner[];

/** The spec's defaults: 25 % of the width, 15 px from the edges, bottom-right. */
export const defaultLogoPlacement = { width: 0.25, margin: 15, corner: 4 } as const satisfies LogoPlacement;

export interface LogoPlacement {
  /** anchoLogo: the logo's width as a fraction of the image's width (0–1]. */
  width: number;
  /** margen: pixels of the output image between the logo and the two nearest edges. */
  margin: number;
  corner: LogoCorner;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** Integer pixels: where a drawn image goes on the output. */
export interface OverlayBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The box of one logo on an image: its width a fraction of the image's (kept inside the margins), its height from
 * the logo's own proportions, pushed into its corner. Whole pixels, so canvas and sharp place it identically.
 */
export function logoBox(image: ImageSize, logo: ImageSize, placement: LogoPlacement): OverlayBox {
  const margin = Math.max(0, Math.min(Math.round(placement.margin), Math.floor((Math.min(image.width, image.height) - 1) / 2)));
  const room = { width: image.width - 2 * margin, height: image.height - 2 * margin };
  const fraction = Math.min(1, Math.max(0, placement.width));
  const aspect = logo.width > 0 ? logo.height / logo.width : 1;
  let width = Math.max(1, Math.min(room.width, Math.round(image.width * fraction)));
  let height = Math.max(1, Math.round(width * aspect));
  if (height > room.height) {
    height = Math.max(1, room.height);
    width = Math.max(1, Math.min(room.width, Math.round(height / aspect)));
  }
  const left = placement.corner === 1 || placement.corner === 3 ? margin : image.width - margin - width;
  const top = placement.corner === 1 || placement.corner === 2 ? margin : image.height - margin - height;
  return { left, top, width, height };
}

/** A frame (PNG with transparency) covers the whole picture, stretched to it. */
export function frameBox(image: ImageSize): OverlayBox {
  return { left: 0, top: 0, width: image.width, height: image.height };
}

export interface OverlayLayout {
  frame: OverlayBox | null;
  logos: OverlayBox[];
}

/** Everything drawn over an edited photo, in drawing order: the frame first, then the logos on top. */
export function overlayLayout(image: ImageSize, { frame, logos }: { frame: boolean; logos: readonly { size: ImageSize; placement: LogoPlacement }[] }): OverlayLayout {
  return { frame: frame ? frameBox(image) : null, logos: logos.map((logo) => logoBox(image, logo.size, logo.placement)) };
}
