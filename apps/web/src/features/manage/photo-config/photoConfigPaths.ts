/** The photo configuration screen of an event (logos and frames). */
export const managePhotoConfigPath = (eventId: number) => `/admin/eventos/${eventId}/fotos/configuracion`;
