import type { CertificateData } from './certificate.types.ts';

/** A finisher to render in tests and by hand. */
export function sampleCertificateData(overrides: Partial<CertificateData> = {}): CertificateData {
  return {
    athleteName: 'Ñandú Álvarez Muñoz',
    eventName: 'Medio Maratón Internacional de Guadalajara 2026',
    eventDate: '2026-03-14',
    eventPlace: 'Guadalajara, Jalisco',
    modalityName: '21 km',
    categoryName: 'Libre 18-39',
    branchLabel: 'Femenil',
    bib: 1234,
    officialTime: '01:23:45',
    overallPosition: 12,
    branchPosition: 5,
    categoryPosition: 2,
    isOverallWinner: false,
    resultUrl: 'https://dorsal.mx/resultados/medio-maraton-gdl-2026?numero=1234',
    ...overrides,
  };
}
