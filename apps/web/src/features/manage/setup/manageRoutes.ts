/** The settings page of one managed event. */
export const manageEventPath = (eventId: number) => `/admin/eventos/${eventId}`;
