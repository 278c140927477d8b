import { defaultArtSvg, medalSvg, RULE } from './default-certificate-art.ts';
import { colors } from './certificate-theme.ts';
import type { CertificateWording } from './certificate-text.ts';
import { svgQr } from './certificate-qr.ts';
import { svgText } from './svg-text.ts';
import { drawStack, gap, headlineItem, stackHeight, textItem, type StackItem } from './text-stack.ts';

/** Where the event logo goes (centred horizontally); composited as a raster by the renderer. */
export const DEFAULT_LOGO_BOX = { top: 62, width: 260, height: 92 } as const;

const BAND = { top: 510, height: 106, side: 90, gap: 14, timeWidth: 300 } as const;
const QR_SIZE = 120;

/** Title, name, event and date; compact drops the "awarded to" line and shrinks, for long texts. */
function headline(w: CertificateWording, cx: number, compact: boolean): StackItem[] {
  const centred = { x: cx, anchor: 'middle' as const };
  const bar: StackItem = {
    height: compact ? 32 : 36,
    width: 120,
    draw: (top) => `<rect x="${cx - 60}" y="${top + (compact ? 15 : 17)}" width="120" height="6" rx="3" fill="${colors.orange}"/>`,
  };
  const name = compact ? { size: 60, oneLineMin: 48, minSize: 38 } : { size: 78, oneLineMin: 58, minSize: 44 };
  const event = compact ? { size: 26, oneLineMin: 22, minSize: 18 } : { size: 30, oneLineMin: 24, minSize: 20 };
  return [
    textItem(w.title, { ...centred, font: 'bold', size: 28, letterSpacing: 6, fill: colors.orange, maxWidth: 760, minSize: 18 }),
    gap(10),
    ...(compact ? [] : [textItem(w.awardedTo, { ...centred, font: 'italic', size: 19, fill: colors.muted, maxWidth: 760 }), gap(4)]),
    headlineItem(w.name, { ...centred, ...name, font: 'black', lineHeight: 1.18, fill: colors.blue, maxWidth: 860 }),
    bar,
    textItem(w.completedLead, { ...centred, font: 'regular', size: 22, minSize: 16, fill: colors.ink, maxWidth: 800 }),
    headlineItem(w.eventName, { ...centred, ...event, font: 'bold', lineHeight: 1.2, fill: colors.ink, maxWidth: 820 }),
    gap(6),
    textItem(w.dateLine, { ...centred, font: 'medium', size: 20, minSize: 14, fill: colors.muted, maxWidth: 800 }),
  ];
}

function statCell(x: number, width: number, label: string, value: string, filled: boolean): string {
  const cx = x + width / 2;
  const { top, height } = BAND;
  return [
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" rx="12" fill="${filled ? colors.blue : colors.tint}"/>`,
    textItem(label.toUpperCase(), {
      x: cx, anchor: 'middle', font: 'bold', size: 14, letterSpacing: 1.6, minSize: 10,
      fill: filled ? '#FFB067' : colors.muted, maxWidth: width - 24,
    }).draw(top + 14),
    textItem(value, {
      x: cx, anchor: 'middle', font: 'black', size: 48, minSize: 24,
      fill: filled ? colors.paper : colors.blue, maxWidth: width - 24,
    }).draw(top + 40),
  ].join('');
}

function statsBand(w: CertificateWording, width: number): string {
  const left = BAND.side + BAND.timeWidth + BAND.gap;
  const cellWidth = (width - BAND.side - left - BAND.gap * (w.positions.length - 1)) / w.positions.length;
  const cells = w.positions.map((p, i) => statCell(left + i * (cellWidth + BAND.gap), cellWidth, p.label, p.value, false));
  return statCell(BAND.side, BAND.timeWidth, w.timeLabel, w.time, true) + cells.join('');
}

function footer(w: CertificateWording, url: string, width: number, height: number): string {
  const qrX = width - RULE - 18 - QR_SIZE;
  const qrY = height - RULE - 34 - QR_SIZE;
  return [
    textItem(w.categoryLine, { x: width / 2, anchor: 'middle', font: 'medium', size: 21, minSize: 14, fill: colors.ink, maxWidth: 600 }).draw(BAND.top + BAND.height + 26),
    svgText('DORSAL', { x: RULE + 40, y: height - RULE - 48, font: 'black', size: 24, letterSpacing: 3, fill: colors.blue }),
    svgText('Resultados oficiales', { x: RULE + 40, y: height - RULE - 26, font: 'regular', size: 14, fill: colors.muted }),
    `<rect x="${qrX - 1}" y="${qrY - 1}" width="${QR_SIZE + 2}" height="${QR_SIZE + 2}" rx="7" fill="${colors.line}"/>`,
    svgQr(url, { x: qrX, y: qrY, size: QR_SIZE, color: colors.ink }),
    svgText(w.qrCaption, { x: qrX + QR_SIZE / 2, y: qrY + QR_SIZE + 20, anchor: 'middle', font: 'medium', size: 13, fill: colors.muted }),
  ].join('');
}

/** The whole default certificate (everything but the event logo) as one SVG document. */
export function defaultCertificateSvg(w: CertificateWording, url: string, width: number, height: number, hasLogo: boolean): string {
  const regionTop = hasLogo ? DEFAULT_LOGO_BOX.top + DEFAULT_LOGO_BOX.height + 14 : RULE + 110;
  const regionBottom = BAND.top - 16;
  const room = regionBottom - regionTop;
  const full = headline(w, width / 2, false);
  const items = stackHeight(full) <= room ? full : headline(w, width / 2, true);
  const top = regionTop + Math.max(0, (room - stackHeight(items)) / 2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    defaultArtSvg(width, height),
    hasLogo ? '' : medalSvg(width / 2, RULE + 26),
    drawStack(items, top).svg,
    statsBand(w, width),
    footer(w, url, width, height),
    '</svg>',
  ].join('');
}
