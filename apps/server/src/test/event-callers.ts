import type { EventStaffRole } from '@dorsal/core';
import type { SignedInDemoApp } from './demo-app.ts';

/** Who calls an event's routes in the role × route matrices: each event role, the platform admin and outsiders. */
export type Caller = 'admin' | EventStaffRole | 'otherEventStaff' | 'athlete' | 'guest';
export const callers: Caller[] = ['admin', 'owner', 'organizerManager', 'clientManager', 'pointOfSale', 'otherEventStaff', 'athlete', 'guest'];

/**
 * The cookie a caller sends to `eventId` (the demo organizer must own it): staff roles other than owner are given to the
 * demo athlete, and taken back before the next caller; a guest sends none; another event's staff is the stranger.
 */
export async function cookieOfCaller(t: SignedInDemoApp, eventId: number, caller: Caller): Promise<string | undefined> {
  const athleteId = t.demo.accounts['atleta@dorsal.mx']!;
  await t.db.deleteFrom('eventStaff').where('eventId', '=', eventId).where('userId', '=', athleteId).execute();
  switch (caller) {
    case 'guest':
      return undefined;
    case 'admin':
      return t.cookies.admin;
    case 'owner':
      return t.cookies.organizer;
    case 'otherEventStaff':
      return t.cookies.stranger;
    case 'athlete':
      return t.cookies.athlete;
    default:
      await t.db.insertInto('eventStaff').values({ eventId, userId: athleteId, role: caller }).execute();
      return t.cookies.athlete;
  }
}
