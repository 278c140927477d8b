import sharp from 'sharp';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { PhotoConfig } from '@dorsal/core';
import type { Db } from '../database.ts';
import { seededRandom } from './demo-random.ts';

/** The demo sponsor logo's colour: the e2e photo-editor flow finds the logo in a downloaded photo by it. */
export const DEMO_PHOTO_LOGO_COLOR = '#F26B1D';

const svgJpeg = (svg: string, width: number) => sharp(Buffer.from(svg)).resize(width).jpeg({ quality: 82, mozjpeg: true }).toBuffer();

/** A finish-line scene: sky, trees, the arch, a runner with the bib. No orange, so the sponsor logo stands out. */
function scene(bib: number | null, hue: number) {
  const runner =
    bib === null
      ? ''
      : `<g transform="translate(360 150)">
      <circle cx="40" cy="20" r="20" fill="#3b2a20"/>
      <rect x="15" y="44" width="50" height="90" rx="12" fill="hsl(${hue} 55% 38%)"/>
      <rect x="22" y="64" width="36" height="26" fill="#ffffff"/>
      <text x="40" y="84" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#111">${bib}</text>
      <rect x="18" y="134" width="16" height="80" fill="#23262e"/><rect x="46" y="134" width="16" height="80" fill="#23262e" transform="rotate(-18 54 134)"/>
    </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600" viewBox="0 0 900 600">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fc3ea"/><stop offset="1" stop-color="#dcecf7"/></linearGradient></defs>
    <rect width="900" height="600" fill="url(#s)"/>
    <rect y="330" width="900" height="270" fill="#7a8a7c"/>
    <circle cx="120" cy="300" r="90" fill="#2f6b3a"/><circle cx="780" cy="290" r="110" fill="#2f6b3a"/>
    <rect x="150" y="120" width="30" height="260" fill="#0d3b8c"/><rect x="720" y="120" width="30" height="260" fill="#0d3b8c"/>
    <rect x="150" y="110" width="600" height="50" fill="#0d3b8c"/>
    <text x="450" y="145" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#ffffff">META</text>
    ${runner}
  </svg>`;
}

/** A sponsor logo: a solid block with the name in white. */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160"><rect width="400" height="160" fill="${DEMO_PHOTO_LOGO_COLOR}"/>
  <text x="200" y="102" font-family="sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#ffffff">DORSAL</text></svg>`;

/** A frame: transparent inside, a navy border with the race's name bottom-left (the logo goes bottom-right). */
const frameSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200">
  <path fill="#0d3b8c" fill-rule="evenodd" d="M0 0H1200V1200H0Z M40 40V1090H1160V40Z"/>
  <text x="60" y="1165" font-family="sans-serif" font-size="50" font-weight="700" fill="#ffffff">Bosque de Chapultepec 2026</text></svg>`;

/**
 * Race photos of the past demo event (issue 14): its photo configuration (a sponsor logo in the bottom-right corner,
 * a frame) and photos at the finish ('meta'): one near the arrival of each of its first finishers, plus crowd shots
 * no one matches. Only for `npm start` (tests add the photos they need).
 */
export async function seedDemoRacePhotos(storage: FileStorage, db: Db, eventId: number | undefined) {
  if (eventId === undefined) return;
  const random = seededRandom(1418);
  const put = async (key: string, data: Buffer, type: string) => {
    await storage.put(key, data, type);
    return storage.publicUrl(key);
  };
  const logoUrl = await put(`events/${eventId}/photo-logo-demo.png`, await sharp(Buffer.from(logoSvg)).png().toBuffer(), 'image/png');
  const frameUrl = await put(`events/${eventId}/photo-frame-demo.png`, await sharp(Buffer.from(frameSvg)).png().toBuffer(), 'image/png');
  const config: PhotoConfig = {
    logos: [{ url: logoUrl, width: 0.25, margin: 15, corner: 4, code: 'DORSAL', description: 'Patrocinador' }],
    frames: [{ code: 'META', description: 'Marco de meta', url: frameUrl, type: 1 }],
  };
  await db.updateTable('events').set({ photoConfig: JSON.stringify(config) }).where('id', '=', eventId).execute();

  const finishers = await db
    .selectFrom('results')
    .select(['bib', 'arrivedAt'])
    .where('eventId', '=', eventId)
    .where('arrivedAt', 'is not', null)
    .where('deleted', '=', false)
    .orderBy('arrivedAt')
    .limit(12)
    .execute();
  const shots = [
    ...finishers.map((row, index) => ({ bib: row.bib, at: new Date(new Date(row.arrivedAt!).getTime() + random.int(-60, 60) * 1000), index })),
    ...[0, 1, 2, 3].map((index) => ({ bib: null, at: new Date(new Date(finishers[0]?.arrivedAt ?? Date.now()).getTime() - (30 + index * 7) * 60_000), index: 100 + index })),
  ];
  for (const shot of shots) {
    const svg = scene(shot.bib, (shot.index * 47) % 360 > 10 && (shot.index * 47) % 360 < 50 ? 200 : (shot.index * 47) % 360);
    const base = `events/${eventId}/photos/demo-${shot.index}`;
    const displayUrl = await put(`${base}.jpg`, await svgJpeg(svg, 800), 'image/jpeg');
    const thumbUrl = await put(`${base}-thumb.jpg`, await svgJpeg(svg, 300), 'image/jpeg');
    await db
      .insertInto('racePhotos')
      .values({ eventId, point: 'meta', displayUrl, thumbUrl, width: 800, height: 533, takenAt: shot.at, adjustedAt: shot.at, status: 'ready', visible: true, fileName: `demo-${shot.index}.jpg` })
      .execute();
  }
}
