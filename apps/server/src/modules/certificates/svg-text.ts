import { loadFont, type FontName } from './certificate-fonts.ts';

/**
 * Text drawn as SVG outlines taken from the shipped fonts. librsvg would resolve <text>
 * against system fonts; paths look the same on every machine and keep the bytes stable.
 */
export interface TextStyle {
  font: FontName;
  /** Font size in px. */
  size: number;
  /** Extra px between glyphs. */
  letterSpacing?: number;
}

export type TextAnchor = 'start' | 'middle' | 'end';

export interface DrawText extends TextStyle {
  x: number;
  /** Baseline. */
  y: number;
  anchor?: TextAnchor;
  fill: string;
}

const COMMAND_LETTER = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' };

/** Rounded to 0.01 px and never '-0': identical input gives an identical string. */
function fmt(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function shape(text: string, style: TextStyle) {
  const font = loadFont(style.font);
  const run = font.layout(text.normalize('NFC'));
  return { run, scale: style.size / font.unitsPerEm, spacing: style.letterSpacing ?? 0 };
}

/** Advance (in em) and glyph count per font and text; fitting measures the same words many times. */
const widthCache = new Map<string, { em: number; glyphs: number }>();
const WIDTH_CACHE_LIMIT = 10_000;

/** Advance width of the text in px (kerning applied). */
export function measureText(text: string, style: TextStyle): number {
  const key = `${style.font}\u0000${text}`;
  let cached = widthCache.get(key);
  if (!cached) {
    const { run } = shape(text, { ...style, size: 1 });
    const font = loadFont(style.font);
    const units = run.positions.reduce((sum, p) => sum + p.xAdvance, 0);
    cached = { em: units / font.unitsPerEm, glyphs: run.positions.length };
    if (widthCache.size >= WIDTH_CACHE_LIMIT) widthCache.clear();
    widthCache.set(key, cached);
  }
  return cached.em * style.size + (style.letterSpacing ?? 0) * Math.max(0, cached.glyphs - 1);
}

/** SVG path data for the text with its baseline at y; '' for blank text. */
export function textPathData(text: string, style: TextStyle, x: number, y: number, anchor: TextAnchor = 'start'): string {
  const { run, scale, spacing } = shape(text, style);
  const width = measureText(text, style);
  let penX = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i];
    if (!pos) return;
    const originX = penX + pos.xOffset * scale;
    const originY = y - pos.yOffset * scale;
    for (const { command, args } of glyph.path.commands) {
      const points: string[] = [];
      for (let k = 0; k + 1 < args.length; k += 2) {
        points.push(`${fmt(originX + (args[k] ?? 0) * scale)} ${fmt(originY - (args[k + 1] ?? 0) * scale)}`);
      }
      parts.push(COMMAND_LETTER[command] + points.join(' '));
    }
    penX += pos.xAdvance * scale + spacing;
  });
  return parts.join('');
}

/** A <path> element drawing the text, or '' for blank text. */
export function svgText(text: string, draw: DrawText): string {
  const d = textPathData(text, draw, draw.x, draw.y, draw.anchor);
  return d ? `<path d="${d}" fill="${draw.fill}"/>` : '';
}
