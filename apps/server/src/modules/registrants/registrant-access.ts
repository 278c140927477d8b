import type { AccountView } from '@dorsal/core';
import { notFound } from '../../lib/errors.ts';
import type { DbExecutor } from '../../db/database.ts';
import type { RequireEventAccess } from '../events/event-access.ts';
import { mayOnEvent, type EventAction } from '../events/events.policy.ts';
import type { RegistrantsRepository } from './registrants.repository.ts';

/**
 * The policy check of every registrant route: the event action, then — for a point of sale, who sees only the
 * registrations made under their account — whether this registrant is theirs. Anything else is the 404 of a
 * missing registrant.
 */
export function createRegistrantAccess(deps: { requireEventAccess: RequireEventAccess; repository: RegistrantsRepository }) {
  async function onEvent(user: AccountView, eventId: number, allow: EventAction) {
    const access = await deps.requireEventAccess({ user, eventId, allow });
    return {
      ...access,
      /** Null: every registrant; else only those registered by this account. */
      registeredBy: access.role === 'pointOfSale' ? user.id : null,
      may: (action: EventAction) => mayOnEvent(user, access.role, action),
    };
  }

  return {
    onEvent,
    /** The event access and the registrant as it is now (404 when not the event's, or not the caller's to see). */
    async registrant(user: AccountView, eventId: number, registrantId: number, allow: EventAction, executor?: DbExecutor) {
      const access = await onEvent(user, eventId, allow);
      const record = await deps.repository.find(eventId, registrantId, executor);
      if (!record || (access.registeredBy !== null && record.userId !== access.registeredBy)) throw notFound();
      return { access, record };
    },
  };
}
export type RegistrantAccess = ReturnType<typeof createRegistrantAccess>;
