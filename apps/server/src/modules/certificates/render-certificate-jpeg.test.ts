import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { renderCertificateJpeg } from './render-certificate-jpeg.ts';
import { sampleCertificateData } from './certificate.fixtures.ts';
import type { CertificateDesign } from './certificate.types.ts';

const data = sampleCertificateData();
const plainWhite = () => sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#ffffff' } }).png().toBuffer();

async function pixels(jpeg: Buffer) {
  const { data: raw, info } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { raw, width: info.width, height: info.height };
}

/** Bounding rows/columns of clearly red pixels (text drawn in #FF0000). */
async function redBox(jpeg: Buffer) {
  const { raw, width, height } = await pixels(jpeg);
  let [top, left, right] = [height, width, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if ((raw[i] ?? 0) > 200 && (raw[i + 1] ?? 255) < 80 && (raw[i + 2] ?? 255) < 80) {
        top = Math.min(top, y);
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  return { top, left, right, width };
}

async function decodeQr(jpeg: Buffer): Promise<string | undefined> {
  const { raw, width, height } = await pixels(jpeg);
  return jsQR(new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.length), width, height)?.data;
}

describe('renderCertificateJpeg, default design', () => {
  it('is 820 px high and 1.2941 × 820 wide', async () => {
    const meta = await sharp(await renderCertificateJpeg(data)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', height: 820, width: Math.round(1.2941 * 820) });
  });

  it('gives the same bytes for the same input', async () => {
    const [a, b] = await Promise.all([renderCertificateJpeg(data), renderCertificateJpeg(sampleCertificateData())]);
    expect(a.equals(b)).toBe(true);
  });

  it('draws the accents: Ñandú Álvarez is not Nandu Alvarez', async () => {
    const accented = await renderCertificateJpeg(sampleCertificateData({ athleteName: 'Ñandú Álvarez' }));
    const plain = await renderCertificateJpeg(sampleCertificateData({ athleteName: 'Nandu Alvarez' }));
    expect(accented.equals(plain)).toBe(false);
  });

  it('carries a QR code that reads back as the result URL', async () => {
    expect(await decodeQr(await renderCertificateJpeg(data))).toBe(data.resultUrl);
  });

  it('places an event logo, and ignores one that is not an image', async () => {
    const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#e4572e' } }).png().toBuffer();
    const withLogo = await renderCertificateJpeg(sampleCertificateData({ eventLogo: logo }));
    const broken = await renderCertificateJpeg(sampleCertificateData({ eventLogo: Buffer.from('no soy imagen') }));
    expect(withLogo.equals(broken)).toBe(false);
    expect(broken.equals(await renderCertificateJpeg(data))).toBe(true);
  });
});

describe('renderCertificateJpeg, organizer image', () => {
  const design = async (extra: CertificateDesign = {}): Promise<CertificateDesign> => ({
    backgroundImage: await plainWhite(),
    textColor: '#FF0000',
    ...extra,
  });

  it('covers 1.25 × 820 with the image, deterministically, with a readable QR', async () => {
    const [a, b] = [await renderCertificateJpeg(data, await design()), await renderCertificateJpeg(data, await design())];
    expect(await sharp(a).metadata()).toMatchObject({ width: 1025, height: 820 });
    expect(a.equals(b)).toBe(true);
    expect(await decodeQr(a)).toBe(data.resultUrl);
  });

  it('starts the text block at the configured fraction of the height', async () => {
    const high = await redBox(await renderCertificateJpeg(data, await design({ verticalOffset: 0.1 })));
    const low = await redBox(await renderCertificateJpeg(data, await design({ verticalOffset: 0.4 })));
    expect(Math.abs(high.top - 0.1 * 820)).toBeLessThan(25);
    expect(Math.abs(low.top - 0.4 * 820)).toBeLessThan(25);
  });

  it('aligns the text block left, centre or right', async () => {
    const left = await redBox(await renderCertificateJpeg(data, await design({ textPosition: 'left' })));
    const right = await redBox(await renderCertificateJpeg(data, await design({ textPosition: 'right' })));
    const centre = await redBox(await renderCertificateJpeg(data, await design({ textPosition: 'center' })));
    expect(left.left).toBeLessThan(130);
    expect(right.right).toBeGreaterThan(1025 - 130);
    expect(Math.abs((centre.left + centre.right) / 2 - 1025 / 2)).toBeLessThan(4);
  });

  it('keeps the whole text on the canvas even with the offset at the bottom', async () => {
    const box = await redBox(await renderCertificateJpeg(data, await design({ verticalOffset: 1 })));
    expect(box.top).toBeLessThan(820 - 200);
  });

  it('falls back to the default colour for an unsafe colour, and to the default design for a broken image', async () => {
    const unsafe = await renderCertificateJpeg(data, await design({ textColor: '"/><script>' }));
    expect((await redBox(unsafe)).right).toBe(0);
    const broken = await renderCertificateJpeg(data, { backgroundImage: Buffer.from('nada') });
    expect((await sharp(broken).metadata()).width).toBe(1061);
  });
});
