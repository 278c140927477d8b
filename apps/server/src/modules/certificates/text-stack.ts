import { measureText, svgText, type TextAnchor, type TextStyle } from './svg-text.ts';
import { fitText } from './text-fit.ts';

/** A block of the layout: its size, and how to draw it once its top is known. */
export interface StackItem {
  height: number;
  width: number;
  draw: (top: number) => string;
}

export interface TextItemOptions extends TextStyle {
  fill: string;
  x: number;
  anchor: TextAnchor;
  maxWidth: number;
  maxLines?: number;
  minSize?: number;
  /** Line box height as a multiple of the fitted size. Default 1.25. */
  lineHeight?: number;
}

/** Text fitted to maxWidth (shrunk and/or wrapped), one line box per line, caps centred in the box. */
export function textItem(text: string, options: TextItemOptions): StackItem {
  const { size, lines } = fitText(text, options, options.maxWidth, options.maxLines ?? 1, options.minSize ?? options.size);
  const style = { ...options, size };
  const box = size * (options.lineHeight ?? 1.25);
  return {
    height: box * lines.length,
    width: Math.max(0, ...lines.map((line) => measureText(line, style))),
    draw: (top) =>
      lines
        .map((line, i) => svgText(line, { ...style, y: top + box * i + box / 2 + size * 0.36, anchor: options.anchor }))
        .join(''),
  };
}

/**
 * A name or title: one line shrunk down to oneLineMin if that fits, else up to two lines
 * from options.size down to options.minSize.
 */
export function headlineItem(text: string, options: TextItemOptions & { oneLineMin: number }): StackItem {
  const oneLine = measureText(text, { ...options, size: options.oneLineMin }) <= options.maxWidth;
  return oneLine
    ? textItem(text, { ...options, maxLines: 1, minSize: options.oneLineMin })
    : textItem(text, { ...options, maxLines: 2 });
}

/** Empty space between items. */
export function gap(height: number): StackItem {
  return { height, width: 0, draw: () => '' };
}

/** Items one under the other from top; returns the SVG and the total height. */
export function drawStack(items: StackItem[], top: number): { svg: string; height: number } {
  let cursor = top;
  const parts: string[] = [];
  for (const item of items) {
    parts.push(item.draw(cursor));
    cursor += item.height;
  }
  return { svg: parts.join(''), height: cursor - top };
}

export function stackHeight(items: StackItem[]): number {
  return items.reduce((sum, item) => sum + item.height, 0);
}

export function stackWidth(items: StackItem[]): number {
  return Math.max(0, ...items.map((item) => item.width));
}
