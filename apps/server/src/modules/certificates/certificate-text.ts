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

export function certificateWording(data: CertificateData): CertificateWording {
  const date = formatLongDateEs(data.eventDate);
  const place = data.eventPlace ? clean(data.eventPlace) : '';
  const branch = clean(data.branchLabel);
  const positions = [
    { label: 'Lugar general', value: position(data.overallPosition) },
    { label: 'Lugar en rama', value: position(data.branchPosition) },
    { label: 'Lugar en categoría', value: position(data.categoryPosition) },
  ];
  return {
    title: 'CERTIFICADO DE PARTICIPACIÓN',
    awardedTo: 'Se otorga el presente reconocimiento a',
    name: clean(data.athleteName),
    completedLead: `por haber completado ${clean(data.modalityName)} en`,
    eventName: clean(data.eventName),
    completed: `por haber completado ${clean(data.modalityName)} en ${clean(data.eventName)}`,
    dateLine: place ? `${date} · ${place}` : date,
    categoryLine: [`Categoría ${clean(data.categoryName)}`, branch, `Número ${data.bib}`].filter(Boolean).join(' · '),
    timeLabel: 'Tiempo oficial',
    time: clean(data.officialTime),
    positions,
    positionsLine: positions.map((p) => `${p.label} ${p.value}`).join(' · '),
    qrCaption: 'Verifica tu resultado',
  };
}
