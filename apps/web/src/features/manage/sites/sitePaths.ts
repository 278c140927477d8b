/** The editor of one of an organizer's websites. */
export const siteEditorPath = (organizerId: number, siteId: number) => `/admin/organizadores/${organizerId}/sitios/${siteId}`;
