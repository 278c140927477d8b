import { messages } from '../../i18n/messages.ts';
import type { RaceNumberConfig } from './image-config.ts';
import { distanceLabel, type ChallengeImageFacts } from './image-facts.ts';
import type { ImageLayout, LayoutItem } from './layout.types.ts';

const t = messages.challengeImages;

/** Spec §9: the race-number canvas is 1025 × 820 with a bib band 420 px high (here in the middle). */
export const RACE_NUMBER_SIZE = { width: 1025, height: 820 } as const;
export const RACE_NUMBER_BAND = { y: 200, height: 420 } as const;

const BRAND = { blue: '#0D3B8C', orange: '#FF6F00' } as const;

/** The race number: the organizer's image (or Dorsal's blue and orange bands) with the number and the name in the band. */
export function raceNumberLayout(config: RaceNumberConfig, facts: ChallengeImageFacts): ImageLayout {
  const { width, height } = RACE_NUMBER_SIZE;
  const band = { x: 0, y: RACE_NUMBER_BAND.y, width, height: RACE_NUMBER_BAND.height };
  const items: LayoutItem[] = [];
  if (config.imageUrl !== null) {
    items.push({ kind: 'image', source: 'background', fit: 'cover', x: 0, y: 0, width, height });
    if (config.whiteBack) items.push({ kind: 'rect', x: 32, y: band.y, width: width - 64, height: band.height, fill: '#FFFFFF', opacity: 0.88, radius: 24 });
  } else {
    items.push({ kind: 'rect', x: 0, y: 0, width, height: band.y, fill: BRAND.blue });
    items.push({ kind: 'rect', x: 0, y: band.y + band.height, width, height: height - band.y - band.height, fill: BRAND.orange });
    items.push({ kind: 'text', x: 48, y: 40, width: width - 96, height: 120, text: facts.challengeName, font: 'bold', size: 60, color: '#FFFFFF', align: 'middle' });
    const footer = `${t.virtualChallenge} · ${distanceLabel(facts.distanceKm).toUpperCase()}`;
    items.push({ kind: 'text', x: 48, y: band.y + band.height + 40, width: width - 96, height: 120, text: footer, font: 'bold', size: 60, color: '#FFFFFF', align: 'middle', letterSpacing: 2 });
  }
  items.push({ kind: 'text', x: 48, y: band.y + 16, width: width - 96, height: 300, text: String(facts.raceNumber), font: 'bold', size: 280, color: config.fontColor, align: 'middle' });
  items.push({ kind: 'text', x: 48, y: band.y + 320, width: width - 96, height: 84, text: facts.athleteName.toUpperCase(), font: 'bold', size: 54, color: config.fontColor, align: 'middle' });
  return { width, height, background: '#FFFFFF', items };
}
