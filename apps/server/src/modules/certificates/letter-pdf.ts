import PDFDocument from 'pdfkit';

/** US Letter in PDF points, landscape (the default certificate ratio 1.2941 is exactly 792 / 612). */
export const LETTER_LANDSCAPE = { width: 792, height: 612 } as const;

export interface LetterPdfInfo {
  title: string;
  /** Stored as the Subject, and a link over each page when it is a URL. */
  subject: string;
  link?: string;
  /** Fixed, so pdfkit's file ID (a hash of the info) is stable: same input, same bytes. */
  creationDate: Date;
}

/** One letter-size landscape page per image (JPEG or PNG), each fitted and centred on its page. */
export async function imagesToLetterPdf(images: readonly Buffer[], info: LetterPdfInfo): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 0,
    autoFirstPage: false,
    info: { Title: info.title, Author: 'Dorsal', Subject: info.subject, Creator: 'Dorsal', Producer: 'Dorsal', CreationDate: info.creationDate },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const image of images) {
    doc.addPage();
    doc.image(image, 0, 0, { fit: [LETTER_LANDSCAPE.width, LETTER_LANDSCAPE.height], align: 'center', valign: 'center' });
    if (info.link) doc.link(0, 0, LETTER_LANDSCAPE.width, LETTER_LANDSCAPE.height, info.link);
  }
  doc.end();
  return finished;
}
