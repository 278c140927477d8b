import type { CertificateData, CertificateDesign } from './certificate.types.ts';
import { imagesToLetterPdf } from './letter-pdf.ts';
import { renderCertificateJpeg } from './render-certificate-jpeg.ts';

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
  return imagesToLetterPdf(images, {
    title: `Certificado de ${data.athleteName} · ${data.eventName}`,
    subject: data.resultUrl,
    link: data.resultUrl,
    creationDate: creationDate(data.eventDate),
  });
}
