import { formatDuration, messages, ownCategoryPosition } from '@dorsal/core';
import { notFound } from '../../lib/errors.ts';
import { readStoredUrl, type FileStorage } from '../../adapters/storage/file-storage.ts';
import { renderCertificateJpeg } from '../certificates/render-certificate-jpeg.ts';
import { renderCertificatePdf } from '../certificates/render-certificate-pdf.ts';
import type { CertificateData, CertificateDesign } from '../certificates/certificate.types.ts';
import type { ResultsService } from './results.service.ts';
import type { ResultsIndex } from './results-index.ts';
import type { StoredResult } from './results.repository.ts';
import type { ResultTeamRepository } from './result-team.repository.ts';

const branchLabels = { F: 'Femenil', M: 'Varonil' } as const;


/** What the certificate of one ranked row says; an overall winner's category place reads 'Absoluto'. */
export function certificateData(entry: Pick<ResultsIndex, 'event' | 'modalities' | 'timing'>, row: StoredResult, origin: string): CertificateData {
  const modality = entry.modalities.find((candidate) => candidate.code === row.modalityCode);
  const category = modality?.categories.find((candidate) => candidate.code === row.categoryCode && candidate.branch === row.branch);
  return {
    athleteName: row.name.replace(/\*/g, '').trim(),
    eventName: entry.event.name,
    eventDate: entry.event.eventDate,
    eventPlace: [entry.event.place, entry.event.city].filter(Boolean).join(', '),
    modalityName: modality?.name ?? row.modalityCode,
    categoryName: category?.name ?? row.categoryCode,
    branchLabel: branchLabels[row.branch],
    bib: row.bib,
    officialTime: formatDuration(row.officialTimeMs),
    overallPosition: row.overallPosition,
    branchPosition: row.branchPosition,
    categoryPosition: ownCategoryPosition(row),
    isOverallWinner: row.isOverallWinner,
    resultUrl: `${origin}/resultados/${entry.event.id}?numero=${row.bib}`,
  };
}

/** Renders a finisher's certificate (the PDF with a page per member of a relay or team); 404 for rows without a position or deleted. */
export function createResultCertificates({ results, storage, teams }: { results: ResultsService; storage: FileStorage; teams: ResultTeamRepository }) {
  return async function renderResultCertificate(eventId: number, bib: number, format: 'jpg' | 'pdf', origin: string) {
    const { index: entry, row } = await results.listedRow(eventId, bib, messages.certificate.notAvailable);
    if (row.overallPosition <= 0 || row.deleted || row.dq || !entry.timing.certificate.enabled) {
      throw notFound(messages.certificate.notAvailable);
    }
    const settings = entry.timing.certificate;
    const eventLogo = await readStoredUrl(storage, entry.event.logoUrl);
    const data: CertificateData = { ...certificateData(entry, row, origin), ...(eventLogo ? { eventLogo } : {}) };
    const backgroundImage = await readStoredUrl(storage, settings.backgroundUrl);
    const design: CertificateDesign = {
      ...(backgroundImage ? { backgroundImage } : {}),
      ...(settings.textColor ? { textColor: settings.textColor } : {}),
      ...(settings.textPosition ? { textPosition: settings.textPosition } : {}),
      ...(settings.verticalOffset !== undefined ? { verticalOffset: settings.verticalOffset } : {}),
      ...(settings.whiteBackdrop !== undefined ? { whiteBackdrop: settings.whiteBackdrop } : {}),
    };
    const others = format === 'pdf' ? (await teams.otherMembers(eventId, bib)).map((member) => ({ ...data, athleteName: `${member.firstNames} ${member.lastNames}` })) : [];
    const file = format === 'jpg' ? await renderCertificateJpeg(data, design) : await renderCertificatePdf(data, design, others);
    const safeName = data.athleteName.normalize('NFD').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-').toLowerCase() || 'certificado';
    return { file, fileName: `certificado-${bib}-${safeName}.${format}`, contentType: format === 'jpg' ? 'image/jpeg' : 'application/pdf' };
  };
}

