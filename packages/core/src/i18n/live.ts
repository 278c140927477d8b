/** es-MX catalogue — The list of events in progress. */
export const live = {
  title: 'Eventos en vivo',
  empty: 'No hay eventos en proceso en este momento. Revisa los próximos eventos o los resultados de eventos anteriores.',
  inProgress: 'EVENTO EN PROCESO',
  preliminary: 'PRELIMINARES',
} as const;
