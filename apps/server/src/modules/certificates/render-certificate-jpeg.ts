import sharp from 'sharp';
import type { CertificateData, CertificateDesign } from './certificate.types.ts';
import { canvasSize, JPEG_OPTIONS } from './certificate-theme.ts';
import { certificateWording } from './certificate-text.ts';
import { coverBackground, fitLogo } from './certificate-images.ts';
import { customCertificateSvg } from './custom-certificate.svg.ts';
import { DEFAULT_LOGO_BOX, defaultCertificateSvg } from './default-certificate.svg.ts';

export interface RenderOptions {
  /** Pixel density multiplier: 1 gives the spec's 820 px high canvas, 2 a print-quality one. */
  scale?: number;
}

/**
 * The certificate as a JPEG, 820 px high: the default design (1.2941 × 820) or, when the design has
 * a background image, that image covering 1.25 × 820 with the text in the configured colour and place.
 * An unreadable background image falls back to the default design; an unreadable logo is left out.
 */
export async function renderCertificateJpeg(
  data: CertificateData,
  design: CertificateDesign = {},
  options: RenderOptions = {},
): Promise<Buffer> {
  const scale = options.scale ?? 1;
  const wording = certificateWording(data);
  const density = 72 * scale;

  if (design.backgroundImage) {
    const { width, height } = canvasSize(true);
    const background = await coverBackground(design.backgroundImage, width * scale, height * scale);
    if (background) {
      const overlay = Buffer.from(customCertificateSvg(wording, data.resultUrl, design, width, height));
      return sharp(background)
        .composite([{ input: overlay, density, top: 0, left: 0 }])
        .jpeg(JPEG_OPTIONS)
        .toBuffer();
    }
  }

  const { width, height } = canvasSize(false);
  const box = {
    left: Math.round(((width - DEFAULT_LOGO_BOX.width) / 2) * scale),
    top: DEFAULT_LOGO_BOX.top * scale,
    width: DEFAULT_LOGO_BOX.width * scale,
    height: DEFAULT_LOGO_BOX.height * scale,
  };
  const logo = data.eventLogo ? await fitLogo(data.eventLogo, box) : null;
  const svg = defaultCertificateSvg(wording, data.resultUrl, width, height, logo !== null);
  return sharp(Buffer.from(svg), { density })
    .composite(logo ? [logo] : [])
    .flatten({ background: '#ffffff' })
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
}
