import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { renderCertificatePdf } from './render-certificate-pdf.ts';
import { renderCertificateJpeg } from './render-certificate-jpeg.ts';
import { sampleCertificateData } from './certificate.fixtures.ts';

const data = sampleCertificateData();

describe('renderCertificatePdf', () => {
  it('is one letter-size page (612 × 792 pt)', async () => {
    const pdf = await renderCertificatePdf(data);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    const boxes = [...text.matchAll(/\/MediaBox \[([\d. ]+)\]/g)].map((m) => (m[1] ?? '').trim().split(/\s+/).map(Number));
    expect(boxes).toHaveLength(1);
    const [x0, y0, x1, y1] = boxes[0] ?? [];
    expect([x0, y0]).toEqual([0, 0]);
    expect([x1, y1].sort()).toEqual([612, 792]);
  });

  it('gives the same bytes for the same input', async () => {
    const a = await renderCertificatePdf(data);
    const b = await renderCertificatePdf(sampleCertificateData());
    expect(a.equals(b)).toBe(true);
    const other = await renderCertificatePdf(sampleCertificateData({ eventDate: '2026-03-15' }));
    expect(a.equals(other)).toBe(false);
  });

  it('embeds the certificate rendered at print density', async () => {
    const pdf = await renderCertificatePdf(data);
    const image = await renderCertificateJpeg(data, {}, { scale: 2 });
    expect(pdf.includes(image)).toBe(true);
    expect(await sharp(image).metadata()).toMatchObject({ width: 2122, height: 1640 });
  });

  it('adds a page per other member of a relay or team, each with its own name', async () => {
    const partner = sampleCertificateData({ athleteName: 'Andrea Ruiz Solís' });
    const pdf = await renderCertificatePdf(data, {}, [partner]);
    expect([...pdf.toString('latin1').matchAll(/\/MediaBox/g)]).toHaveLength(2);
    expect(pdf.includes(await renderCertificateJpeg(partner, {}, { scale: 2 }))).toBe(true);
    expect(pdf.includes(await renderCertificateJpeg(data, {}, { scale: 2 }))).toBe(true);
  });
});
