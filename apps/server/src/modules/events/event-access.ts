import type { AccountView, EventStaffRole } from '@dorsal/core';
import { notFound } from '../../lib/errors.ts';
import type { DbExecutor } from '../../db/database.ts';
import type { EventRow, EventsRepository } from './events.repository.ts';
import { mayOnEvent, type EventAction } from './events.policy.ts';

export interface EventAccess {
  event: EventRow;
  /** The caller's role on the event; null for a platform admin with no role of their own. */
  role: EventStaffRole | null;
}

/**
 * The one access check of every organizer route: look the event and the caller's role up, check the policy
 * table, and answer the same 404 for a missing event and for an event the caller may not touch.
 */
export function createEventAccess({ events }: { events: Pick<EventsRepository, 'findById' | 'staffRole'> }) {
  return async function requireEventAccess({ user, eventId, allow, executor }: { user: AccountView | null; eventId: number; allow: EventAction; executor?: DbExecutor }): Promise<EventAccess> {
    const event = await events.findById(eventId, executor);
    const role = event && user ? await events.staffRole(eventId, user.id, executor) : null;
    if (!event || !mayOnEvent(user, role, allow)) throw notFound();
    return { event, role };
  };
}
export type RequireEventAccess = ReturnType<typeof createEventAccess>;
