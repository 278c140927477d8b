import type { AccountView, OrganizerRole } from '@dorsal/core';
import type { DbExecutor } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { mayOnOrganizer, type OrganizerAction } from './organizers.policy.ts';
import type { OrganizersRepository } from './organizers.repository.ts';

export type OrganizerRow = NonNullable<Awaited<ReturnType<OrganizersRepository['find']>>>;

/** The one access check of every organizer route: the same 404 for a missing organizer and one the caller may not touch. */
export function createOrganizerAccess({ organizers }: { organizers: Pick<OrganizersRepository, 'find' | 'roleOf'> }) {
  return async function requireOrganizerAccess(input: {
    user: AccountView | null;
    organizerId: number;
    allow: OrganizerAction;
    executor?: DbExecutor;
    forUpdate?: boolean;
  }): Promise<{ organizer: OrganizerRow; role: OrganizerRole | null }> {
    const { user, organizerId, allow, executor } = input;
    const organizer = await organizers.find(organizerId, executor, input.forUpdate);
    const role = organizer && user ? await organizers.roleOf(organizerId, user.id, executor) : null;
    if (!organizer || !mayOnOrganizer(user, role, allow)) throw notFound();
    return { organizer, role };
  };
}
export type RequireOrganizerAccess = ReturnType<typeof createOrganizerAccess>;
