import { messages } from '../../i18n/messages.ts';
import { distanceLabel, type ChallengeImageFacts } from './image-facts.ts';
import type { ImageLayout, LayoutItem } from './layout.types.ts';
import { RACE_NUMBER_SIZE } from './race-number-layout.ts';

const t = messages.challengeImages;

export type PhotoKind = 'startLine' | 'finishLine';
export type PhotoTool = 'frame' | 'goalTime' | 'officialTime' | 'medal' | 'bib';

/** Spec §2: frame, goal time and bib on the start photo; frame, official time and medal on the finish photo. */
export const photoToolsOf: Record<PhotoKind, readonly PhotoTool[]> = {
  startLine: ['frame', 'goalTime', 'bib'],
  finishLine: ['frame', 'officialTime', 'medal'],
};

/** The longest side of a photo-tool image, whatever the photo's size (text stays legible on small phone photos). */
export const PHOTO_TOOL_LONG_SIDE = 1080;

const BRAND = { blue: '#0D3B8C', orange: '#FF6F00' } as const;

/** The canvas for a photo of this size: same proportions, longest side 1080 px. */
export function photoToolCanvas(photo: { width: number; height: number }): { width: number; height: number } {
  const w = Math.max(1, photo.width);
  const h = Math.max(1, photo.height);
  const scale = PHOTO_TOOL_LONG_SIDE / Math.max(w, h);
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

function timeBanner(label: string, time: string, facts: ChallengeImageFacts, width: number, height: number, unit: number): LayoutItem[] {
  const bannerHeight = Math.round(unit * 0.3);
  const y = height - bannerHeight;
  const margin = Math.round(unit * 0.04);
  const inner = { x: margin, width: width - 2 * margin };
  return [
    { kind: 'rect', x: 0, y, width, height: bannerHeight, fill: '#000000', opacity: 0.55 },
    { kind: 'rect', x: 0, y, width, height: Math.min(bannerHeight, Math.max(2, Math.round(unit * 0.008))), fill: BRAND.orange },
    { kind: 'text', ...inner, y: y + bannerHeight * 0.06, height: bannerHeight * 0.22, text: label.toUpperCase(), font: 'medium', size: unit * 0.042, color: '#FFFFFF', align: 'middle', letterSpacing: 2 },
    { kind: 'text', ...inner, y: y + bannerHeight * 0.28, height: bannerHeight * 0.44, text: time, font: 'bold', size: unit * 0.12, color: '#FFFFFF', align: 'middle' },
    { kind: 'text', ...inner, y: y + bannerHeight * 0.72, height: bannerHeight * 0.22, text: `${facts.challengeName} · ${distanceLabel(facts.distanceKm)}`, font: 'regular', size: unit * 0.036, color: '#FFFFFF', align: 'middle' },
  ];
}

function defaultFrame(facts: ChallengeImageFacts, width: number, height: number, unit: number): LayoutItem[] {
  const edge = Math.min(Math.floor(unit / 2), Math.max(4, Math.round(unit * 0.035)));
  const bar = Math.round(unit * 0.14);
  const margin = Math.round(unit * 0.05);
  return [
    { kind: 'rect', x: 0, y: 0, width, height: edge, fill: BRAND.blue },
    { kind: 'rect', x: 0, y: 0, width: edge, height, fill: BRAND.blue },
    { kind: 'rect', x: width - edge, y: 0, width: edge, height, fill: BRAND.blue },
    { kind: 'rect', x: 0, y: height - bar, width, height: bar, fill: BRAND.blue },
    { kind: 'rect', x: 0, y: height - bar, width, height: Math.min(bar, Math.max(2, Math.round(unit * 0.008))), fill: BRAND.orange },
    { kind: 'text', x: margin, y: height - bar, width: (width - 2 * margin) * 0.62, height: bar, text: facts.challengeName, font: 'bold', size: unit * 0.05, color: '#FFFFFF', align: 'start' },
    { kind: 'text', x: margin + (width - 2 * margin) * 0.64, y: height - bar, width: (width - 2 * margin) * 0.36, height: bar, text: `${t.virtualChallenge} · ${distanceLabel(facts.distanceKm)}`, font: 'medium', size: unit * 0.034, color: '#FFFFFF', align: 'end' },
  ];
}

/**
 * One photo tool on the athlete's start or finish photo (covering the canvas): the organizer's frame stretched over it
 * (or Dorsal's), the goal or official time in a banner, the medal in the bottom-right corner, or the race number at
 * the bottom. A time tool without a time shows '--:--:--' (the routes refuse it before that).
 */
export function photoToolLayout(tool: PhotoTool, photo: { width: number; height: number }, facts: ChallengeImageFacts, options: { hasFrame: boolean }): ImageLayout {
  const { width, height } = photoToolCanvas(photo);
  const unit = Math.min(width, height);
  const items: LayoutItem[] = [{ kind: 'image', source: 'photo', fit: 'cover', x: 0, y: 0, width, height }];
  const margin = Math.round(unit * 0.04);
  switch (tool) {
    case 'frame':
      if (options.hasFrame) items.push({ kind: 'image', source: 'frame', fit: 'fill', x: 0, y: 0, width, height });
      else items.push(...defaultFrame(facts, width, height, unit));
      break;
    case 'goalTime':
      items.push(...timeBanner(t.goalTime, facts.goalTime ?? '--:--:--', facts, width, height, unit));
      break;
    case 'officialTime':
      items.push(...timeBanner(t.officialTime, facts.finishTime ?? '--:--:--', facts, width, height, unit));
      break;
    case 'medal': {
      const size = Math.round(unit * 0.42);
      items.push({ kind: 'image', source: 'medal', fit: 'contain', x: width - margin - size, y: height - margin - size, width: size, height: size });
      break;
    }
    case 'bib': {
      const bibWidth = Math.round(Math.min(width * 0.55, ((unit * 0.42) * RACE_NUMBER_SIZE.width) / RACE_NUMBER_SIZE.height));
      const bibHeight = Math.round((bibWidth * RACE_NUMBER_SIZE.height) / RACE_NUMBER_SIZE.width);
      const pad = Math.min(4, margin);
      items.push({ kind: 'rect', x: Math.round((width - bibWidth) / 2) - pad, y: height - margin - bibHeight - pad, width: bibWidth + 2 * pad, height: bibHeight + 2 * pad, fill: '#FFFFFF', radius: 8 });
      items.push({ kind: 'image', source: 'raceNumber', fit: 'contain', x: Math.round((width - bibWidth) / 2), y: height - margin - bibHeight, width: bibWidth, height: bibHeight });
      break;
    }
  }
  return { width, height, background: '#FFFFFF', items };
}
