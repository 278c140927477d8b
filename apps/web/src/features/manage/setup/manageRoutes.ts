/** The settings page of one managed event. */
export const manageEventPath = (eventId: number) => `/admin/eventos/${eventId}`;

/** Its convocatoria editor. */
export const manageCallDocumentPath = (eventId: number) => `/admin/eventos/${eventId}/convocatoria`;
