import type { AccountView, EventStaffRole } from '@dorsal/core';

/**
 * Who may do what on one event: each action lists the event roles allowed (design ARCHITECTURE "every organizer
 * route goes through a policy"). Platform admins may do everything; anyone else with no role on the event is
 * told the event does not exist. New areas add rows here, not code paths; `events.policy.test.ts` checks the
 * table as a matrix.
 */
export const eventActions = {
  /** See the event in the admin area and its staff-only parts (any role). */
  viewAdminArea: ['owner', 'organizerManager', 'clientManager', 'pointOfSale'],
  /** Change the status (draft, registration, live, results). */
  changeStatus: ['owner', 'organizerManager'],
  /** Change the event's settings (name, date, place, test mode…). */
  editEvent: ['owner', 'organizerManager'],
  /** Import or replace results. */
  importResults: ['owner', 'organizerManager'],
  /** Download every result row, those the public does not see too. */
  exportResults: ['owner', 'organizerManager'],
  /** Mark a pending cash slip paid (the sandbox stand-in for OXXO taking the cash). */
  markCashPaid: ['owner', 'organizerManager', 'clientManager', 'pointOfSale'],
  /** Release a pending cash registration (its place and bib go back). */
  releaseRegistrations: ['owner', 'organizerManager'],
  /** Live timing: API keys for timing systems, wave starts, readings to review. */
  manageTiming: ['owner', 'organizerManager'],
  /** Register someone at the point of sale (cash at the desk; the registration is the staff member's). */
  registerAtDesk: ['owner', 'organizerManager', 'clientManager', 'pointOfSale'],
  /** Ingresos: the registrants list and a registrant's record (a point of sale: only those they registered). */
  viewRegistrants: ['owner', 'organizerManager', 'clientManager', 'pointOfSale'],
  /** Correct a registrant's data, move them, delete or restore them, resend their mails. */
  editRegistrants: ['owner', 'organizerManager', 'clientManager'],
  /** Release a deleted registrant's bib to the next registration. */
  releaseBibs: ['owner', 'organizerManager'],
  /** The 'Data inscritos' report (type 2): every registrant's data. */
  exportRegistrants: ['owner', 'organizerManager', 'clientManager'],
  /** The full-data report (type 1): every record, incomplete and deleted ones too. */
  exportRegistrantsFull: ['owner', 'organizerManager'],
  /** Record a refund given back to a registrant. */
  recordRefunds: ['owner', 'organizerManager'],
  /** Authorised users: add people by e-mail with a role, list them, take the role back. */
  manageStaff: ['owner', 'organizerManager'],
  /** Hand the event to another account (it becomes the owner; the previous owner stays as organizer manager). */
  transferOwnership: ['owner'],
  /** The change log of every registrant of the event. */
  viewChangeLog: ['owner', 'organizerManager'],
  /** Finish-line videos: add, change, hide and remove them, upload their files. */
  manageFinishVideos: ['owner', 'organizerManager'],
} as const satisfies Record<string, readonly EventStaffRole[]>;

export type EventAction = keyof typeof eventActions;

export function mayOnEvent(user: AccountView | null, role: EventStaffRole | null, action: EventAction): boolean {
  if (user?.role === 'admin') return true;
  return role !== null && (eventActions[action] as readonly EventStaffRole[]).includes(role);
}

/** Platform-wide actions that no event role grants. */
export const platformPolicy = {
  /** Creating an event from another platform's export. */
  canCreateEvents: (user: AccountView | null): boolean => user?.role === 'admin',
};
