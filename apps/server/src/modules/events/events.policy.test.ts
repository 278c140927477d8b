import { describe, expect, it } from 'vitest';
import type { AccountView, EventStaffRole } from '@dorsal/core';
import { eventActions, mayOnEvent, platformPolicy, type EventAction } from './events.policy.ts';

const account = (role: 'admin' | 'athlete'): AccountView => ({ id: `u-${role}`, role }) as AccountView;

type Caller = 'admin' | EventStaffRole | 'otherEventStaff' | 'athlete' | 'guest';
const callers: Caller[] = ['admin', 'owner', 'organizerManager', 'clientManager', 'pointOfSale', 'otherEventStaff', 'athlete', 'guest'];

function decide(caller: Caller, action: EventAction): boolean {
  if (caller === 'guest') return mayOnEvent(null, null, action);
  if (caller === 'admin') return mayOnEvent(account('admin'), null, action);
  // Staff of another event have no role on this one: the same as any athlete.
  if (caller === 'athlete' || caller === 'otherEventStaff') return mayOnEvent(account('athlete'), null, action);
  return mayOnEvent(account('athlete'), caller, action);
}

// Spec document 3 §6: what each profile may do. Y = allowed; everyone else gets the 404 of a missing event.
const expected: Record<EventAction, Partial<Record<Caller, true>>> = {
  viewAdminArea: { admin: true, owner: true, organizerManager: true, clientManager: true, pointOfSale: true },
  changeStatus: { admin: true, owner: true, organizerManager: true },
  editEvent: { admin: true, owner: true, organizerManager: true },
  importResults: { admin: true, owner: true, organizerManager: true },
  exportResults: { admin: true, owner: true, organizerManager: true },
  markCashPaid: { admin: true, owner: true, organizerManager: true, clientManager: true, pointOfSale: true },
  releaseRegistrations: { admin: true, owner: true, organizerManager: true },
  manageTiming: { admin: true, owner: true, organizerManager: true },
  registerAtDesk: { admin: true, owner: true, organizerManager: true, clientManager: true, pointOfSale: true },
  viewRegistrants: { admin: true, owner: true, organizerManager: true, clientManager: true, pointOfSale: true },
  editRegistrants: { admin: true, owner: true, organizerManager: true, clientManager: true },
  releaseBibs: { admin: true, owner: true, organizerManager: true },
  viewChangeLog: { admin: true, owner: true, organizerManager: true },
  manageStaff: { admin: true, owner: true, organizerManager: true },
  transferOwnership: { admin: true, owner: true },
  recordRefunds: { admin: true, owner: true, organizerManager: true },
  exportRegistrants: { admin: true, owner: true, organizerManager: true, clientManager: true },
  exportRegistrantsFull: { admin: true, owner: true, organizerManager: true },
  manageFinishVideos: { admin: true, owner: true, organizerManager: true },
};

describe('the event policy table, as a matrix of action × caller', () => {
  it('has a row of expectations for every action of the table', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(eventActions).sort());
  });

  for (const action of Object.keys(eventActions) as EventAction[]) {
    for (const caller of callers) {
      const allowed = expected[action][caller] === true;
      it(`${action} × ${caller} → ${allowed ? 'allowed' : '404'}`, () => {
        expect(decide(caller, action)).toBe(allowed);
      });
    }
  }

  it('lets only platform admins create events from an export', () => {
    expect(platformPolicy.canCreateEvents(account('admin'))).toBe(true);
    expect(platformPolicy.canCreateEvents(account('athlete'))).toBe(false);
    expect(platformPolicy.canCreateEvents(null)).toBe(false);
  });
});
