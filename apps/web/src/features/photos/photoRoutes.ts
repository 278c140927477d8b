/** The public gallery of an event (`/fotos/:eventId`) and 'Mis fotos' (`/fotos/mias`). */
export const galleryPath = (eventId: number) => `/fotos/${eventId}`;
export const myPhotosPath = '/fotos/mias';
