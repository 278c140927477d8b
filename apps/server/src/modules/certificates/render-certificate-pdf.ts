import PDFDocument from 'pdfkit';
import type { CertificateData, CertificateDesign } from './certificate.types.ts';
import { renderCertificateJpeg } from './render-certificate-jpeg.ts';

/** US Letter in PDF points, landscape (the default canvas ratio 1.2941 is exactly 792 / 612). */
const PAGE = { width: 792, height: 612 } as const;
/** The embedded image is rendered at twice the JPEG's density so the printed page stays sharp. */
const PRINT_SCALE = 2;

/** Noon UTC of the event date: a stable CreationDate, so pdfkit's file ID (a hash of the info) is stable too. */
function creationDate(eventDate: string): Date {
  const parsed = new Date(`${eventDate}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? new Date(Date.UTC(2000, 0, 1)) : parsed;
}

/**
 * The certificate on one letter-size page (612 × 792 pt, landscape), the JPEG rendering centred on it;
 * `others`: one more page each (a relay's or team's other members). Same input, same bytes.
 */
export async function renderCertificatePdf(data: CertificateData, design: CertificateDesign = {}, others: readonly CertificateData[] = []): Promise<Buffer> {
  const images = await Promise.all([data, ...others].map((page) => renderCertificateJpeg(page, design, { scale: PRINT_SCALE })));
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: `Certificado de ${data.athleteName} · ${data.eventName}`,
      Author: 'Dorsal',
      Subject: data.resultUrl,
      Creator: 'Dorsal',
      Producer: 'Dorsal',
      CreationDate: creationDate(data.eventDate),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const image of images) {
    doc.addPage();
    doc.image(image, 0, 0, { fit: [PAGE.width, PAGE.height], align: 'center', valign: 'center' });
    doc.link(0, 0, PAGE.width, PAGE.height, data.resultUrl);
  }
  doc.end();
  return finished;
}
