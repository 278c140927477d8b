import { messages, type AccountView, type AddOrganizerMember, type OrganizerMember } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RequireOrganizerAccess } from './organizer-access.ts';
import type { OrganizersRepository } from './organizers.repository.ts';

const t = messages.organizers.staff;

/** An organizer's team: titulares add existing accounts by e-mail and remove them; one titular always stays. */
export function createOrganizerMembersService(deps: { db: Db; organizers: OrganizersRepository; requireOrganizerAccess: RequireOrganizerAccess }) {
  const { db, organizers } = deps;

  async function list(organizerId: number): Promise<{ members: OrganizerMember[] }> {
    const rows = await organizers.members(organizerId);
    return { members: rows.map((m) => ({ userId: m.userId, name: m.name || m.email, email: m.email, role: m.role, since: m.createdAt.toISOString() })) };
  }

  return {
    async list(user: AccountView, organizerId: number) {
      await deps.requireOrganizerAccess({ user, organizerId, allow: 'viewOrganizer' });
      return list(organizerId);
    },

    async add(user: AccountView, organizerId: number, input: AddOrganizerMember) {
      await db.transaction().execute(async (trx) => {
        await deps.requireOrganizerAccess({ user, organizerId, allow: 'manageMembers', executor: trx, forUpdate: true });
        const account = await organizers.findUserByEmail(input.email, trx);
        if (!account) throw new AppError(400, 'no_account', t.noAccount, { email: t.noAccount });
        const owners = await organizers.lockOwners(trx, organizerId);
        if (input.role !== 'owner' && owners.length === 1 && owners[0] === account.id) throw new AppError(409, 'last_owner', t.lastOwner, { role: t.lastOwner });
        await organizers.putMember(trx, { organizerId, userId: account.id, role: input.role, addedBy: user.id });
        await organizers.recordChange(trx, { organizerId, userId: user.id, action: 'member', changes: { email: account.email, role: input.role } });
      });
      return { message: t.added, ...(await list(organizerId)) };
    },

    async remove(user: AccountView, organizerId: number, userId: string) {
      await db.transaction().execute(async (trx) => {
        await deps.requireOrganizerAccess({ user, organizerId, allow: 'manageMembers', executor: trx, forUpdate: true });
        const owners = await organizers.lockOwners(trx, organizerId);
        if (owners.length === 1 && owners[0] === userId) throw new AppError(409, 'last_owner', t.lastOwner);
        if (!(await organizers.removeMember(trx, organizerId, userId))) throw notFound(t.notMember);
        await organizers.recordChange(trx, { organizerId, userId: user.id, action: 'removeMember', changes: { userId } });
      });
      return list(organizerId);
    },
  };
}
export type OrganizerMembersService = ReturnType<typeof createOrganizerMembersService>;
