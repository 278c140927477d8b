import type { AccountView, EventStaffRole } from '@dorsal/core';

/** Who may do what with registrations. Platform admins may do everything. */
export const registrationPolicy = {
  /**
   * The sandbox's "mark cash slip paid" (the development stand-in for OXXO taking the cash):
   * admins and the event's staff; anyone while NODE_ENV is not production.
   */
  canMarkCashPaid(user: AccountView | null, role: EventStaffRole | null, options: { production: boolean }): boolean {
    return !options.production || user?.role === 'admin' || role !== null;
  },
};
