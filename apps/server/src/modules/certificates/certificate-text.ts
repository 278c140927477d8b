import { messages, fill } from '@dorsal/core';
import type { CertificateData } from './certificate.types.ts';
import { formatLongDateEs } from './format-date-es.ts';

/** Everything the certificate says, in Spanish (es-MX), built from the data. */
export interface CertificateWording {
  title: string;
  awardedTo: string;
  name: string;
  /** 'por haber completado 21 km en', drawn above the event name. */
  completedLead: string;
  eventName: string;
  /** The whole sentence: completedLead + eventName. */
  completed: string;
  dateLine: string;
  categoryLine: string;
  timeLabel: string;
  time: string;
  positions: { label: string; value: string }[];
  positionsLine: string;
  qrCaption: string;
}

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();
const position = (value: number) => (Number.isFinite(value) && value > 0 ? String(Math.trunc(value)) : '—');

const t = messages.certificate;

export function certificateWording(data: CertificateData): CertificateWording {
  const date = formatLongDateEs(data.eventDate);
  const place = data.eventPlace ? clean(data.eventPlace) : '';
  const branch = clean(data.branchLabel);
  const positions = [
    { label: t.overallPosition, value: position(data.overallPosition) },
    { label: t.branchPosition, value: position(data.branchPosition) },
    { label: t.categoryPosition, value: data.isOverallWinner ? messages.results.overallWinner : position(data.categoryPosition) },
  ];
  return {
    title: t.title,
    awardedTo: t.awardedTo,
    name: clean(data.athleteName),
    completedLead: fill(t.completedLead, { modality: clean(data.modalityName) }),
    eventName: clean(data.eventName),
    completed: `${fill(t.completedLead, { modality: clean(data.modalityName) })} ${clean(data.eventName)}`,
    dateLine: place ? `${date} · ${place}` : date,
    categoryLine: [fill(t.category, { name: clean(data.categoryName) }), branch, fill(t.bib, { bib: data.bib })].filter(Boolean).join(' · '),
    timeLabel: t.officialTime,
    time: clean(data.officialTime),
    positions,
    positionsLine: positions.map((p) => `${p.label} ${p.value}`).join(' · '),
    qrCaption: t.qrCaption,
  };
}
