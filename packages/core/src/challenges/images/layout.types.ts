/**
 * One image as boxes on a canvas: what both renderers draw (the browser preview as SVG, the server as SVG → sharp JPEG),
 * in order, back to front. The layout decides every box; a renderer only shrinks a text to fit its box's width.
 */
export interface LayoutBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type LayoutFont = 'regular' | 'medium' | 'bold';
export type LayoutAlign = 'start' | 'middle' | 'end';

/** One line of text, drawn at `size` px or smaller so that it fits the box's width; vertically centred in the box. */
export interface LayoutText extends LayoutBox {
  kind: 'text';
  text: string;
  font: LayoutFont;
  size: number;
  color: string;
  align: LayoutAlign;
  letterSpacing?: number;
}

export interface LayoutRect extends LayoutBox {
  kind: 'rect';
  fill: string;
  opacity?: number;
  radius?: number;
  stroke?: { color: string; width: number };
}

export interface LayoutPolygon {
  kind: 'polygon';
  points: ReadonlyArray<readonly [number, number]>;
  fill: string;
}

/** Where an image comes from; the caller gives the renderer the bytes (server) or a URL or a nested layout (browser). */
export type LayoutImageSource = 'background' | 'photo' | 'frame' | 'medal' | 'raceNumber';

export interface LayoutImage extends LayoutBox {
  kind: 'image';
  source: LayoutImageSource;
  /** cover: fills the box, cropped; contain: inside the box, centred; fill: stretched to the box (frames). */
  fit: 'cover' | 'contain' | 'fill';
}

export type LayoutItem = LayoutText | LayoutRect | LayoutPolygon | LayoutImage;

export interface ImageLayout {
  width: number;
  height: number;
  /** Painted under everything (JPEG has no transparency); null keeps the canvas transparent (a medal placed on a photo). */
  background: string | null;
  items: LayoutItem[];
}

/** The box of any item (a polygon's bounding box). */
export function boxOf(item: LayoutItem): LayoutBox {
  if (item.kind !== 'polygon') return { x: item.x, y: item.y, width: item.width, height: item.height };
  const xs = item.points.map(([x]) => x);
  const ys = item.points.map(([, y]) => y);
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** A block of `size` placed inside `area` at positions 0…2 (0 start, 1 centre, 2 end) on each axis. */
export function placeBlock(area: LayoutBox, size: { width: number; height: number }, horizontal: number, vertical: number): LayoutBox {
  const clamp = (value: number) => Math.min(2, Math.max(0, Number.isFinite(value) ? value : 1));
  const freeX = Math.max(0, area.width - size.width);
  const freeY = Math.max(0, area.height - size.height);
  return {
    x: area.x + (clamp(horizontal) / 2) * freeX,
    y: area.y + (clamp(vertical) / 2) * freeY,
    width: Math.min(size.width, area.width),
    height: Math.min(size.height, area.height),
  };
}

/** Text alignment that follows the block: left-hand blocks read from the left, right-hand ones from the right. */
export function alignFor(horizontal: number): LayoutAlign {
  if (horizontal < 0.67) return 'start';
  if (horizontal > 1.33) return 'end';
  return 'middle';
}
