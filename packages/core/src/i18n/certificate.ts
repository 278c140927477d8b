/** es-MX catalogue — The participation certificate. */
export const certificate = {
  title: 'CERTIFICADO DE PARTICIPACIÓN',
  awardedTo: 'Se otorga el presente reconocimiento a',
  completedLead: 'por haber completado {modality} en',
  category: 'Categoría {name}',
  bib: 'Número {bib}',
  officialTime: 'Tiempo oficial',
  overallPosition: 'Lugar general',
  branchPosition: 'Lugar en rama',
  categoryPosition: 'Lugar en categoría',
  qrCaption: 'Verifica tu resultado',
  notAvailable: 'Este resultado no tiene certificado',
} as const;
