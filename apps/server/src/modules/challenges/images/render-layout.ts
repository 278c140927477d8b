import sharp, { type OverlayOptions } from 'sharp';
import type { ImageLayout, LayoutImage, LayoutImageSource, LayoutItem, LayoutText } from '@dorsal/core';
import { JPEG_OPTIONS, safeHexColor } from '../../certificates/certificate-theme.ts';
import { measureText, svgText } from '../../certificates/svg-text.ts';

export type LayoutImages = Partial<Record<LayoutImageSource, Buffer>>;

const LIMIT_PIXELS = 60_000_000;
const PNG_OPTIONS = { compressionLevel: 6, adaptiveFiltering: false, palette: false } as const;

/** Same rule as the browser preview: the layout's size, or smaller so the line fits its box. */
function fittedSize(item: LayoutText): number {
  const width = measureText(item.text, { font: item.font, size: item.size, letterSpacing: item.letterSpacing ?? 0 });
  return width > item.width ? Math.max(1, (item.size * item.width) / width) : item.size;
}

function textSvg(item: LayoutText): string {
  const size = fittedSize(item);
  const x = item.align === 'start' ? item.x : item.align === 'end' ? item.x + item.width : item.x + item.width / 2;
  return svgText(item.text, {
    font: item.font,
    size,
    ...(item.letterSpacing ? { letterSpacing: item.letterSpacing } : {}),
    x,
    y: item.y + item.height / 2 + size * 0.36,
    anchor: item.align,
    fill: safeHexColor(item.color, '#000000'),
  });
}

const num = (value: number) => String(Math.round(value * 100) / 100);

function shapeSvg(item: Exclude<LayoutItem, LayoutImage>): string {
  switch (item.kind) {
    case 'text':
      return textSvg(item);
    case 'polygon':
      return `<polygon points="${item.points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="${safeHexColor(item.fill, '#000000')}"/>`;
    case 'rect': {
      const fill = item.fill === 'none' ? 'none' : safeHexColor(item.fill, '#FFFFFF');
      const stroke = item.stroke ? ` stroke="${safeHexColor(item.stroke.color, '#000000')}" stroke-width="${num(item.stroke.width)}"` : '';
      const opacity = item.opacity === undefined ? '' : ` fill-opacity="${num(item.opacity)}"`;
      const radius = item.radius ? ` rx="${num(item.radius)}"` : '';
      return `<rect x="${num(item.x)}" y="${num(item.y)}" width="${num(item.width)}" height="${num(item.height)}"${radius} fill="${fill}"${opacity}${stroke}/>`;
    }
  }
}

/** The image fitted to its box (scaled), or null when there are no bytes or sharp cannot read them. */
async function placeImage(item: LayoutImage, bytes: Buffer | undefined, scale: number): Promise<OverlayOptions | null> {
  if (!bytes) return null;
  const left = Math.round(item.x * scale);
  const top = Math.round(item.y * scale);
  const width = Math.max(1, Math.round(item.width * scale));
  const height = Math.max(1, Math.round(item.height * scale));
  try {
    const input = await sharp(bytes, { failOn: 'error', limitInputPixels: LIMIT_PIXELS })
      .rotate()
      .resize(width, height, { fit: item.fit, position: 'centre', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    return { input, left, top };
  } catch {
    return null;
  }
}

/**
 * Draws a core layout (packages/core challenges/images) the way the browser preview does: items back to front, shapes
 * and text as one SVG per run (text as outlines of the shipped fonts: no system fonts, same bytes each time), images
 * resized by sharp. `scale` 2 gives a print-quality copy for the PDF.
 */
export async function renderLayout(layout: ImageLayout, images: LayoutImages, options: { format: 'jpeg' | 'png'; scale?: number }): Promise<Buffer> {
  const scale = options.scale ?? 1;
  const width = Math.round(layout.width * scale);
  const height = Math.round(layout.height * scale);
  const overlays: OverlayOptions[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${layout.width} ${layout.height}">${run.join('')}</svg>`;
    overlays.push({ input: Buffer.from(svg), left: 0, top: 0 });
    run = [];
  };
  for (const item of layout.items) {
    if (item.kind === 'image') {
      flush();
      const placed = await placeImage(item, images[item.source], scale);
      if (placed) overlays.push(placed);
    } else {
      run.push(shapeSvg(item));
    }
  }
  flush();
  const background = layout.background ? safeHexColor(layout.background, '#FFFFFF') : { r: 0, g: 0, b: 0, alpha: 0 };
  const canvas = sharp({ create: { width, height, channels: 4, background } }).composite(overlays);
  if (options.format === 'png') return canvas.png(PNG_OPTIONS).toBuffer();
  // Composite first, then flatten and encode: sharp applies composite after other operations in one pipeline.
  const composed = await canvas.png({ compressionLevel: 0 }).toBuffer();
  return sharp(composed).flatten({ background: '#FFFFFF' }).jpeg(JPEG_OPTIONS).toBuffer();
}
