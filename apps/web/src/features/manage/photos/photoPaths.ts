/** The event's 'Fotos' section: bulk upload and bib tags. */
export const managePhotosPath = (eventId: number) => `/admin/eventos/${eventId}/fotos`;
