import type { CertificateDesign } from './certificate.types.ts';
import { colors, safeHexColor } from './certificate-theme.ts';
import type { CertificateWording } from './certificate-text.ts';
import { svgQr } from './certificate-qr.ts';
import { svgText, type TextAnchor } from './svg-text.ts';
import { drawStack, gap, headlineItem, stackHeight, stackWidth, textItem, type StackItem } from './text-stack.ts';

const MARGIN = 72;
const QR_SIZE = 120;
const QR_PAD = 8;
const QR_CAPTION = 24;
const PANEL_PAD = { x: 36, y: 26 };

export const DEFAULT_VERTICAL_OFFSET = 0.35;

interface Column {
  x: number;
  anchor: TextAnchor;
  maxWidth: number;
}

function column(design: CertificateDesign, width: number): Column {
  const side = width * 0.58;
  switch (design.textPosition) {
    case 'left':
      return { x: MARGIN + PANEL_PAD.x, anchor: 'start', maxWidth: side };
    case 'right':
      return { x: width - MARGIN - PANEL_PAD.x, anchor: 'end', maxWidth: side };
    default:
      return { x: width / 2, anchor: 'middle', maxWidth: width - 2 * (MARGIN + PANEL_PAD.x) };
  }
}

function lines(w: CertificateWording, col: Column, fill: string): StackItem[] {
  const base = { ...col, fill };
  return [
    headlineItem(w.name, { ...base, font: 'black', size: 62, oneLineMin: 46, minSize: 34, lineHeight: 1.18 }),
    gap(6),
    textItem(w.completedLead, { ...base, font: 'regular', size: 22, minSize: 15 }),
    headlineItem(w.eventName, { ...base, font: 'bold', size: 27, oneLineMin: 21, minSize: 18, lineHeight: 1.2 }),
    gap(4),
    textItem(w.dateLine, { ...base, font: 'regular', size: 19, minSize: 13 }),
    gap(14),
    textItem(`${w.timeLabel} ${w.time}`, { ...base, font: 'bold', size: 36, minSize: 22 }),
    gap(4),
    textItem(w.positionsLine, { ...base, font: 'medium', size: 21, minSize: 13 }),
    textItem(w.categoryLine, { ...base, font: 'regular', size: 19, minSize: 13 }),
  ];
}

function qrCorner(w: CertificateWording, url: string, design: CertificateDesign, width: number, height: number) {
  const plateW = QR_SIZE + 2 * QR_PAD;
  const plateH = QR_SIZE + QR_PAD + QR_CAPTION;
  const x = design.textPosition === 'right' ? 24 : width - 24 - plateW;
  const y = height - 24 - plateH;
  const svg = [
    `<rect x="${x}" y="${y}" width="${plateW}" height="${plateH}" rx="10" fill="#FFFFFF" fill-opacity="0.94"/>`,
    svgQr(url, { x: x + QR_PAD, y: y + QR_PAD, size: QR_SIZE, color: colors.ink }),
    svgText(w.qrCaption, { x: x + plateW / 2, y: y + plateH - 9, anchor: 'middle', font: 'medium', size: 12, fill: colors.ink }),
  ].join('');
  return { svg, top: y };
}

/** Text block and QR drawn over the organizer's image (which the renderer places underneath). */
export function customCertificateSvg(w: CertificateWording, url: string, design: CertificateDesign, width: number, height: number): string {
  const fill = safeHexColor(design.textColor, colors.blue);
  const col = column(design, width);
  const items = lines(w, col, fill);
  const blockH = stackHeight(items);
  const qr = qrCorner(w, url, design, width, height);
  const lowest = (col.anchor === 'middle' ? qr.top - 12 : height - 40) - PANEL_PAD.y - blockH;
  const offset = Math.min(1, Math.max(0, design.verticalOffset ?? DEFAULT_VERTICAL_OFFSET));
  const top = Math.max(PANEL_PAD.y + 16, Math.min(offset * height, lowest));
  const blockW = stackWidth(items);
  const left = col.anchor === 'start' ? col.x : col.anchor === 'end' ? col.x - blockW : col.x - blockW / 2;
  const panel = design.whiteBackdrop
    ? `<rect x="${left - PANEL_PAD.x}" y="${top - PANEL_PAD.y}" width="${blockW + 2 * PANEL_PAD.x}" height="${blockH + 2 * PANEL_PAD.y}" rx="16" fill="#FFFFFF" fill-opacity="0.82"/>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    panel,
    drawStack(items, top).svg,
    qr.svg,
    '</svg>',
  ].join('');
}
