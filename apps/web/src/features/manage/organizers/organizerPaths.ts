/** An organizer's page in the admin area: its settings, logo and team. */
export const manageOrganizerPath = (organizerId: number) => `/admin/organizadores/${organizerId}`;
