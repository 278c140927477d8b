/** Where the registration lives: the wizard of an event and the confirmation document. */

/** A lead tracking tag (`tkl`) as the API accepts it: letters, digits, '.', '_', '-', at most 64. */
export function cleanTrackingTag(value: string | null | undefined): string | undefined {
  const tag = value?.trim();
  return tag && /^[\w.-]{1,64}$/.test(tag) ? tag : undefined;
}

export const registrationPaths = {
  eventCard: (id: number) => `/evento_${id}`,
  wizard: (id: number, tkl?: string) => `/evento_${id}/inscripcion${tkl ? `?tkl=${encodeURIComponent(tkl)}` : ''}`,
  confirmation: (key: string, eventId: number, download = false) =>
    `/detalle-inscrito?registry=${encodeURIComponent(key)}&event=${eventId}${download ? '&download=1' : ''}`,
  /** The wizard at the point of sale (event staff). */
  desk: (id: number) => `/admin/eventos/${id}/punto-de-venta`,
  /** Ingresos: the event's registrants (event staff). */
  registrants: (id: number) => `/admin/eventos/${id}/ingresos`,
};
