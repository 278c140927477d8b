import { messages } from '../../i18n/messages.ts';
import type { CertificateConfig } from './image-config.ts';
import { distanceLabel, type ChallengeImageFacts } from './image-facts.ts';
import { alignFor, placeBlock, type ImageLayout, type LayoutAlign, type LayoutBox, type LayoutItem } from './layout.types.ts';

const t = messages.challengeImages;

/** Spec §9: 820 px high; 1.25 × on the organizer's image, ~1.29 × (1.2941, letter landscape) for Dorsal's design. */
export const CERTIFICATE_HEIGHT = 820;
export const certificateWidth = (hasImage: boolean) => Math.round(CERTIFICATE_HEIGHT * (hasImage ? 1.25 : 1.2941));

const BRAND = { blue: '#0D3B8C', orange: '#FF6F00' } as const;
const PAD = { x: 32, y: 24 };

interface Line {
  text: string;
  font: 'regular' | 'medium' | 'bold';
  size: number;
  height: number;
  letterSpacing?: number;
}

function lines(config: CertificateConfig, facts: ChallengeImageFacts): Array<Line | { rule: true; height: number }> {
  const result = [distanceLabel(facts.distanceKm), facts.finishTime ? `${t.officialTime} ${facts.finishTime}` : null].filter(Boolean).join(' · ');
  return [
    { text: config.title.toUpperCase(), font: 'bold', size: 38, height: 54, letterSpacing: 2 },
    { text: t.awardedTo, font: 'regular', size: 22, height: 40 },
    { text: facts.athleteName, font: 'bold', size: 58, height: 78 },
    { rule: true, height: 22 },
    { text: t.forCompleting, font: 'regular', size: 22, height: 34 },
    { text: facts.challengeName, font: 'bold', size: 32, height: 46 },
    { text: result, font: 'medium', size: 26, height: 42 },
    { text: facts.dateLine, font: 'regular', size: 20, height: 30 },
  ];
}

function lineX(block: LayoutBox, width: number, align: LayoutAlign): number {
  if (align === 'start') return block.x;
  if (align === 'end') return block.x + block.width - width;
  return block.x + (block.width - width) / 2;
}

/**
 * The certificate: the organizer's image covering the canvas (or Dorsal's framed design) and the text block placed by
 * `position` (horizontal) and `positionVertical` (0 left/top, 1 centre, 2 right/bottom), on a white panel when `whiteBack`.
 */
export function certificateLayout(config: CertificateConfig, facts: ChallengeImageFacts): ImageLayout {
  const hasImage = config.imageUrl !== null;
  const width = certificateWidth(hasImage);
  const height = CERTIFICATE_HEIGHT;
  const items: LayoutItem[] = [];
  if (hasImage) {
    items.push({ kind: 'image', source: 'background', fit: 'cover', x: 0, y: 0, width, height });
  } else {
    items.push({ kind: 'rect', x: 24, y: 24, width: width - 48, height: height - 48, fill: 'none', stroke: { color: BRAND.blue, width: 12 } });
    items.push({ kind: 'rect', x: 46, y: 46, width: width - 92, height: height - 92, fill: 'none', stroke: { color: BRAND.orange, width: 3 } });
  }
  const content = lines(config, facts);
  const textWidth = hasImage ? 620 : 760;
  const textHeight = content.reduce((sum, line) => sum + line.height, 0);
  const inset = hasImage ? 36 : 64;
  const area = { x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset };
  const block = placeBlock(area, { width: textWidth + 2 * PAD.x, height: textHeight + 2 * PAD.y }, config.position, config.positionVertical);
  if (config.whiteBack) items.push({ kind: 'rect', ...block, fill: '#FFFFFF', opacity: 0.85, radius: 16 });
  const align = alignFor(config.position);
  const inner = { x: block.x + PAD.x, y: block.y + PAD.y, width: block.width - 2 * PAD.x, height: block.height - 2 * PAD.y };
  let top = inner.y;
  for (const line of content) {
    if ('rule' in line) {
      items.push({ kind: 'rect', x: lineX(inner, 96, align), y: top + line.height / 2 - 2, width: 96, height: 4, fill: hasImage ? config.fontColor : BRAND.orange });
    } else if (line.text) {
      items.push({ kind: 'text', x: inner.x, y: top, width: inner.width, height: line.height, text: line.text, font: line.font, size: line.size, color: config.fontColor, align, ...(line.letterSpacing ? { letterSpacing: line.letterSpacing } : {}) });
    }
    top += line.height;
  }
  return { width, height, background: '#FFFFFF', items };
}
