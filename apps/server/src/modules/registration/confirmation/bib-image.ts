import sharp from 'sharp';
import { colors, safeHexColor } from '../../certificates/certificate-theme.ts';
import { coverBackground, fitLogo } from '../../certificates/certificate-images.ts';
import { svgText } from '../../certificates/svg-text.ts';
import { drawStack, gap, headlineItem, textItem } from '../../certificates/text-stack.ts';

/** Spec §9: the digital bib canvas is 1025 × 820 px. */
export const BIB_SIZE = { width: 1025, height: 820 } as const;
const BAND = 150;
const LOGO_BOX = { left: 40, top: 20, width: 110, height: 110 };

export interface BibImageData {
  /** Null while no bib is held: the number reads as the pending text. */
  bib: number | null;
  pendingText: string;
  athleteName: string;
  eventName: string;
  modalityName: string;
  eventLogo?: Buffer;
}

export interface BibImageDesign {
  /** The organizer's bib image (raceNumberImage): the background, covering the canvas. */
  backgroundImage?: Buffer;
  /** raceNumberFontColor (hex). */
  fontColor?: string;
  /** raceNumberWhiteBack: a white panel behind the number and the name. */
  whiteBack?: boolean;
}

/** Fixed encoder settings: the same input gives the same bytes. */
const PNG_OPTIONS = { compressionLevel: 9, adaptiveFiltering: false, palette: false } as const;

function numberBlock(data: BibImageData, fill: string, top: number, bottom: number, whiteBack: boolean): string {
  const { width } = BIB_SIZE;
  const centre = width / 2;
  const number = data.bib === null ? data.pendingText : String(data.bib);
  const items = [
    textItem(number, { font: 'black', size: data.bib === null ? 120 : 330, minSize: 60, fill, x: centre, anchor: 'middle', maxWidth: 900, lineHeight: 1 }),
    gap(24),
    headlineItem(data.athleteName.toUpperCase(), { font: 'bold', size: 54, oneLineMin: 34, minSize: 28, fill, x: centre, anchor: 'middle', maxWidth: 880 }),
  ];
  const height = items.reduce((sum, item) => sum + item.height, 0);
  const start = top + Math.max(0, (bottom - top - height) / 2);
  const panel = whiteBack ? `<rect x="48" y="${start - 28}" width="${width - 96}" height="${height + 56}" rx="24" fill="#FFFFFF" fill-opacity="0.85"/>` : '';
  return panel + drawStack(items, start).svg;
}

/** The default design: blue band with the event, the number big, the name, an orange band with the modality. */
function defaultSvg(data: BibImageData, fill: string, hasLogo: boolean): string {
  const { width, height } = BIB_SIZE;
  const textLeft = hasLogo ? LOGO_BOX.left + LOGO_BOX.width + 24 : width / 2;
  const eventTitle = headlineItem(data.eventName, {
    font: 'bold', size: 46, oneLineMin: 32, minSize: 26, fill: colors.paper, x: textLeft, anchor: hasLogo ? 'start' : 'middle',
    maxWidth: hasLogo ? width - textLeft - 40 : width - 80,
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${colors.paper}"/>
<rect width="${width}" height="${BAND}" fill="${colors.blue}"/>
<rect y="${height - 110}" width="${width}" height="110" fill="${colors.orange}"/>
${drawStack([eventTitle], (BAND - eventTitle.height) / 2).svg}
${numberBlock(data, fill, BAND, height - 110, false)}
${svgText(data.modalityName.toUpperCase(), { font: 'black', size: 56, x: width / 2, y: height - 36, anchor: 'middle', fill: colors.paper })}
</svg>`;
}

/** Over the organizer's image: only the number, the name and the modality, in its font colour. */
function overlaySvg(data: BibImageData, fill: string, whiteBack: boolean): string {
  const { width, height } = BIB_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${numberBlock(data, fill, 120, height - 200, whiteBack)}
${svgText(data.modalityName.toUpperCase(), { font: 'black', size: 52, x: width / 2, y: height - 130, anchor: 'middle', fill })}
</svg>`;
}

/**
 * The digital bib (spec §2 confirmation, §9 canvas 1025 × 820) as PNG. Text is drawn as paths
 * from the shipped fonts (certificates/svg-text.ts), so the bytes never depend on system fonts.
 * An unreadable organizer image falls back to the default design; an unreadable logo is left out.
 */
export async function renderBibImage(data: BibImageData, design: BibImageDesign = {}): Promise<Buffer> {
  const fill = safeHexColor(design.fontColor, colors.ink);
  if (design.backgroundImage) {
    const background = await coverBackground(design.backgroundImage, BIB_SIZE.width, BIB_SIZE.height);
    if (background) {
      const overlay = Buffer.from(overlaySvg(data, fill, design.whiteBack ?? false));
      return sharp(background).composite([{ input: overlay, top: 0, left: 0 }]).png(PNG_OPTIONS).toBuffer();
    }
  }
  const logo = data.eventLogo ? await fitLogo(data.eventLogo, LOGO_BOX) : null;
  return sharp(Buffer.from(defaultSvg(data, fill, logo !== null)))
    .composite(logo ? [logo] : [])
    .flatten({ background: colors.paper })
    .png(PNG_OPTIONS)
    .toBuffer();
}
