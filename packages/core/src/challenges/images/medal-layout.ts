import { messages } from '../../i18n/messages.ts';
import type { MedalConfig } from './image-config.ts';
import { distanceLabel, type ChallengeImageFacts } from './image-facts.ts';
import { placeBlock, type ImageLayout, type LayoutItem } from './layout.types.ts';

const t = messages.challengeImages;

/** The medal image is square. */
export const MEDAL_SIZE = 820;

const GOLD = { rim: '#B8860B', face: '#E5B93C', inner: '#F4D77A' } as const;
const BRAND = { blue: '#0D3B8C', orange: '#FF6F00' } as const;

/** Dorsal's medal when the organizer has none: a ribbon and a gold disc. */
function defaultMedal(): LayoutItem[] {
  return [
    { kind: 'polygon', points: [[250, 0], [380, 0], [470, 300], [340, 300]], fill: BRAND.blue },
    { kind: 'polygon', points: [[440, 0], [570, 0], [480, 300], [350, 300]], fill: BRAND.orange },
    { kind: 'rect', x: 130, y: 220, width: 560, height: 560, radius: 280, fill: GOLD.face, stroke: { color: GOLD.rim, width: 14 } },
    { kind: 'rect', x: 175, y: 265, width: 470, height: 470, radius: 235, fill: GOLD.inner, stroke: { color: GOLD.rim, width: 4 } },
  ];
}

/**
 * The medal: the organizer's image (contained, centred) or Dorsal's medal, and the text (challenge, name, distance and
 * — with showTime and a time — the official time) placed by textHorizontal and textVertical (0…2, 1 centre).
 * `transparent` leaves the canvas see-through (the medal placed on a finish photo).
 */
export function medalLayout(config: MedalConfig, facts: ChallengeImageFacts, options: { transparent?: boolean } = {}): ImageLayout {
  const hasImage = config.imageUrl !== null;
  const items: LayoutItem[] = hasImage ? [{ kind: 'image', source: 'medal', fit: 'contain', x: 0, y: 0, width: MEDAL_SIZE, height: MEDAL_SIZE }] : defaultMedal();
  const lines = [
    { text: facts.challengeName.toUpperCase(), font: 'bold' as const, size: 28, height: 42 },
    { text: t.finisher, font: 'medium' as const, size: 22, height: 32 },
    { text: facts.athleteName, font: 'bold' as const, size: 40, height: 58 },
    { text: distanceLabel(facts.distanceKm), font: 'medium' as const, size: 28, height: 40 },
    ...(config.showTime && facts.finishTime ? [{ text: facts.finishTime, font: 'bold' as const, size: 52, height: 68 }] : []),
  ];
  const blockHeight = lines.reduce((sum, line) => sum + line.height, 0);
  // On Dorsal's medal the text stays on the disc's face; on an image it may go anywhere inside a margin.
  const area = hasImage ? { x: 48, y: 48, width: MEDAL_SIZE - 96, height: MEDAL_SIZE - 96 } : { x: 215, y: 300, width: 390, height: 400 };
  const block = placeBlock(area, { width: hasImage ? 480 : 390, height: blockHeight }, config.textHorizontal, config.textVertical);
  let top = block.y;
  for (const line of lines) {
    items.push({ kind: 'text', x: block.x, y: top, width: block.width, height: line.height, text: line.text, font: line.font, size: line.size, color: config.fontColor, align: 'middle' });
    top += line.height;
  }
  return { width: MEDAL_SIZE, height: MEDAL_SIZE, background: options.transparent ? null : '#FFFFFF', items };
}
