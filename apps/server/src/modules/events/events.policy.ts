import type { AccountView, EventStaffRole } from '@dorsal/core';

/** Who may do what on one event. Platform admins may do everything. */
export const eventPolicy = {
  canManage(user: AccountView | null, role: EventStaffRole | null): boolean {
    return user?.role === 'admin' || role !== null;
  },
  /** Changing the status and importing results: the owner, the organizer's managers and admins. */
  canRunTiming(user: AccountView | null, role: EventStaffRole | null): boolean {
    return user?.role === 'admin' || role === 'owner' || role === 'organizerManager';
  },
  /** Releasing a pending cash registration (its place and bib): the owner, the organizer's managers and admins. */
  canReleaseRegistrations(user: AccountView | null, role: EventStaffRole | null): boolean {
    return user?.role === 'admin' || role === 'owner' || role === 'organizerManager';
  },
  /** Creating an event from another platform's export. */
  canCreateEvents(user: AccountView | null): boolean {
    return user?.role === 'admin';
  },
};
