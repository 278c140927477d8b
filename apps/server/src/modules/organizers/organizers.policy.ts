import type { AccountView, OrganizerRole } from '@dorsal/core';

/**
 * Who may do what on an organizer (its settings and team), like the events policy: each action lists the organizer
 * roles allowed; platform admins may do everything; anyone else is told the organizer does not exist.
 * Members also run every event of the organizer as organizer managers (events.repository `staffRole`).
 */
export const organizerActions = {
  /** See the organizer, its team and its events. */
  viewOrganizer: ['owner', 'manager'],
  /** Change its name, colour, privacy link and logo. */
  editOrganizer: ['owner', 'manager'],
  /** Create events that belong to it. */
  createEvents: ['owner', 'manager'],
  /** Its websites: create, edit, publish, read their form answers. */
  editSites: ['owner', 'manager'],
  /** Add and remove people of its team. */
  manageMembers: ['owner'],
} as const satisfies Record<string, readonly OrganizerRole[]>;

export type OrganizerAction = keyof typeof organizerActions;

export function mayOnOrganizer(user: AccountView | null, role: OrganizerRole | null, action: OrganizerAction): boolean {
  if (user?.role === 'admin') return true;
  return role !== null && (organizerActions[action] as readonly OrganizerRole[]).includes(role);
}
