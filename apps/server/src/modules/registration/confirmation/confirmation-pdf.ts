import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { fill, messages } from '@dorsal/core';
import { fontPath } from '../../certificates/certificate-fonts.ts';
import { colors } from '../../certificates/certificate-theme.ts';
import type { ConfirmationView } from './confirmation.ts';

const t = messages.registrationServer.confirmation;
const MARGIN = 54;
const WIDTH = 612 - 2 * MARGIN; // US Letter portrait: 612 × 792 pt

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, text: string) {
  doc.moveDown(0.8).font('bold').fontSize(13).fillColor(colors.blue).text(text, MARGIN, doc.y, { width: WIDTH });
  doc.moveTo(MARGIN, doc.y + 2).lineTo(MARGIN + WIDTH, doc.y + 2).lineWidth(1).strokeColor(colors.line).stroke();
  doc.moveDown(0.4).font('regular').fontSize(10).fillColor(colors.ink);
}

function pair(doc: Doc, label: string, value: string) {
  doc.font('bold').text(`${label}: `, MARGIN, doc.y, { continued: true, width: WIDTH }).font('regular').text(value);
}

/** The QR as vector squares (no image, no fonts): crisp in print and the same bytes every time. */
function qr(doc: Doc, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const unit = size / (modules.size + 2);
  doc.rect(x, y, size, size).fill('#FFFFFF');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.data[row * modules.size + col]) doc.rect(x + (col + 1) * unit, y + (row + 1) * unit, unit, unit);
    }
  }
  doc.fill(colors.ink);
}

function orderTable(doc: Doc, view: ConfirmationView) {
  const columns = [
    { title: t.quantity, width: 40, align: 'left' as const },
    { title: t.concept, width: WIDTH - 220, align: 'left' as const },
    { title: t.unitPrice, width: 90, align: 'right' as const },
    { title: t.lineTotal, width: 90, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    const top = doc.y;
    let x = MARGIN;
    let bottom = top;
    cells.forEach((cell, i) => {
      doc.font(font).text(cell, x, top, { width: columns[i]!.width, align: columns[i]!.align });
      bottom = Math.max(bottom, doc.y);
      x += columns[i]!.width;
    });
    doc.y = bottom + 3;
  };
  row(columns.map((column) => column.title), 'bold');
  for (const line of view.order.lines) row([String(line.quantity), line.name, line.unit.text, line.total.text], 'regular');
  row(['', t.total, '', view.order.total.text], 'bold');
  if (view.order.currency !== 'MXN') row(['', t.charged, '', view.order.charge.text], 'regular');
}

const BIB_WIDTH = 260;

function bib(doc: Doc, png: Buffer) {
  if (doc.y + BIB_WIDTH * 0.8 > 792 - MARGIN) doc.addPage();
  doc.image(png, MARGIN, doc.y, { width: BIB_WIDTH });
  doc.y += BIB_WIDTH * 0.8 + 6;
}

/** A relay's or team's other member: their own page with the registration's facts and their bib. */
function memberPage(doc: Doc, view: ConfirmationView, member: ConfirmationView['team'][number], png: Buffer) {
  doc.addPage();
  doc.font('bold').fontSize(16).fillColor(colors.blue).text(fill(t.memberPage, { n: member.position, size: view.team.length, name: member.name }), MARGIN, MARGIN, { width: WIDTH });
  doc.font('regular').fontSize(12).fillColor(colors.muted).text(view.event.name, { width: WIDTH });
  heading(doc, t.registrationData);
  pair(doc, t.number, view.bib !== null ? String(view.bib) : (view.bibMessage ?? ''));
  pair(doc, t.modality, view.modality.name);
  pair(doc, t.branch, messages.registrationServer.branches[member.gender]);
  heading(doc, t.bibTitle);
  bib(doc, png);
}

/**
 * The printable confirmation (spec §2, §9 letter size): data, order detail, payment (and the cash
 * slip while pending), the tracking QR, the digital bib and the waiver; a relay or team adds a page per
 * other member with their bib. Fonts are the shipped Roboto files embedded by pdfkit; CreationDate is
 * the registration's, so the same state gives the same bytes. `bibPngs`: the athlete's, then each other member's.
 */
export async function renderConfirmationPdf(view: ConfirmationView, bibPngs: readonly Buffer[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${t.title} · ${view.event.name}`, Author: 'Dorsal', Creator: 'Dorsal', Producer: 'Dorsal', CreationDate: new Date(view.createdAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fontPath('regular'));
  doc.registerFont('bold', fontPath('bold'));

  doc.font('bold').fontSize(20).fillColor(colors.blue).text(t.title, MARGIN, MARGIN, { width: WIDTH - 130 });
  doc.font('regular').fontSize(12).fillColor(colors.muted).text(`${view.typeLabel} · ${view.event.name}`, { width: WIDTH - 130 });
  doc.font('bold').fontSize(14).fillColor(colors.ink).moveDown(0.5).text(view.greeting, { width: WIDTH - 130 });
  qr(doc, view.trackingUrl, MARGIN + WIDTH - 110, MARGIN, 110);
  doc.font('regular').fontSize(7).fillColor(colors.muted).text(t.trackingCaption, MARGIN + WIDTH - 120, MARGIN + 114, { width: 130, align: 'center' });
  doc.y = Math.max(doc.y, MARGIN + 135);

  heading(doc, t.registrationData);
  pair(doc, t.number, view.bib !== null ? String(view.bib) : (view.bibMessage ?? ''));
  pair(doc, t.event, `${view.event.name} · ${view.event.date} ${view.event.startTime} · ${[view.event.place, view.event.city].filter(Boolean).join(', ')}`);
  pair(doc, t.modality, view.modality.name);
  pair(doc, t.branch, view.branch.label);
  pair(doc, t.category, view.category.name);
  if (view.team.length > 0) pair(doc, t.team, view.team.map((member) => `${member.position}. ${member.name}`).join(' · '));

  heading(doc, t.orderDetail);
  orderTable(doc, view);
  heading(doc, t.payment);
  pair(doc, view.payment.methodLabel, view.payment.statusLabel);
  if (view.cashSlip) {
    const slip = view.cashSlip;
    pair(doc, messages.registrationServer.cashSlip.reference, slip.reference);
    pair(doc, messages.registrationServer.cashSlip.amount, slip.amount);
    pair(doc, messages.registrationServer.cashSlip.expiresAt, `${slip.expiresAtText} (${slip.validity})`);
    slip.instructions.forEach((step, i) => doc.text(`${i + 1}. ${step}`, MARGIN, doc.y, { width: WIDTH }));
  }

  heading(doc, t.bibTitle);
  bib(doc, bibPngs[0]!);
  view.team.slice(1).forEach((member, index) => memberPage(doc, view, member, bibPngs[index + 1]!));

  doc.addPage();
  doc.font('bold').fontSize(14).fillColor(colors.blue).text(view.waiver.title, { width: WIDTH });
  doc.moveDown(0.5).font('regular').fontSize(10).fillColor(colors.ink);
  for (const paragraph of view.waiver.paragraphs) doc.text(paragraph, { width: WIDTH, align: 'justify' }).moveDown(0.5);
  doc.moveDown(3);
  doc.moveTo(MARGIN + WIDTH / 4, doc.y).lineTo(MARGIN + (3 * WIDTH) / 4, doc.y).lineWidth(0.8).strokeColor(colors.ink).stroke();
  doc.moveDown(0.3).text(view.waiver.signatureLabel, MARGIN, doc.y, { width: WIDTH, align: 'center' });
  doc.end();
  return finished;
}
