/**
 * Route keys of an event: the spec accepts '123' and 'evento_123' (/resultados/evento_123).
 * Returns the numeric id, or null for anything else.
 */
export function parseEventKey(key: string | undefined): number | null {
  const match = /^(?:evento_)?(\d{1,9})$/.exec(key ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

export const eventPaths = {
  info: (id: number) => `/proximos-eventos/${id}`,
  website: (id: number) => `/evento_${id}`,
  results: (id: number) => `/resultados/${id}`,
  live: (id: number) => `/live/${id}`,
  callDocument: (base: string) => `${base}/convocatoria`,
  certificate: (id: number, bib: number, format: 'jpg' | 'pdf') => `/api/events/${id}/results/${bib}/certificate.${format}`,
};
