import { measureText, type TextStyle } from './svg-text.ts';

export interface FittedText {
  size: number;
  lines: string[];
}

/** Greedy word wrap; a single word wider than maxWidth gets a line of its own. */
export function wrapWords(text: string, style: TextStyle, maxWidth: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && measureText(candidate, style) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** The same number of lines as a greedy wrap, but with lengths as even as possible. */
export function wrapBalanced(text: string, style: TextStyle, maxWidth: number): string[] {
  const greedy = wrapWords(text, style, maxWidth);
  if (greedy.length < 2) return greedy;
  let [low, high] = [maxWidth / greedy.length, maxWidth];
  let best = greedy;
  for (let step = 0; step < 12; step++) {
    const middle = (low + high) / 2;
    const attempt = wrapWords(text, style, middle);
    if (attempt.length <= greedy.length) [best, high] = [attempt, middle];
    else low = middle;
  }
  return best;
}

/**
 * Largest size from style.size down to minSize at which the text wraps into at most maxLines
 * lines of maxWidth. If even minSize fails, shrinks further so that no line is ever clipped.
 */
export function fitText(text: string, style: TextStyle, maxWidth: number, maxLines: number, minSize: number): FittedText {
  const widest = (lines: string[], size: number) =>
    Math.max(0, ...lines.map((line) => measureText(line, { ...style, size })));
  for (let size = style.size; size >= minSize; size -= 1) {
    const lines = wrapBalanced(text, { ...style, size }, maxWidth);
    if (lines.length <= maxLines && widest(lines, size) <= maxWidth) return { size, lines };
  }
  const lines = wrapBalanced(text, { ...style, size: minSize }, maxWidth).slice(0, maxLines);
  const rest = wrapBalanced(text, { ...style, size: minSize }, maxWidth).slice(maxLines).join(' ');
  if (rest) lines[lines.length - 1] = `${lines[lines.length - 1] ?? ''} ${rest}`.trim();
  const width = widest(lines, minSize);
  const size = width > maxWidth ? Math.floor(((minSize * maxWidth) / width) * 10) / 10 : minSize;
  return { size, lines };
}
