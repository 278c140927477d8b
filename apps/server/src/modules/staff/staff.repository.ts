import { sql } from 'kysely';
import type { AssignableStaffRole } from '@dorsal/core';
import { accountName } from '../../db/account-name.ts';
import type { Db, DbExecutor, Trx } from '../../db/database.ts';


/** Authorised users of events (`event_staff`) and invitations for addresses without an account. */
export function createStaffRepository(db: Db) {
  return {
    members(eventIds: readonly number[], executor: DbExecutor = db) {
      if (eventIds.length === 0) return Promise.resolve([]);
      return executor
        .selectFrom('eventStaff as s')
        .innerJoin('users as u', 'u.id', 's.userId')
        .leftJoin('users as by', 'by.id', 's.invitedBy')
        .select(['s.eventId', 's.userId', 's.role', 's.createdAt', 'u.email', accountName('u').as('name'), accountName('by').as('invitedByName')])
        .where('s.eventId', 'in', eventIds)
        .orderBy(sql`case s.role when 'owner' then 0 when 'organizerManager' then 1 when 'clientManager' then 2 else 3 end`)
        .orderBy('s.createdAt')
        .execute();
    },

    openInvitations(eventIds: readonly number[], executor: DbExecutor = db) {
      if (eventIds.length === 0) return Promise.resolve([]);
      return executor
        .selectFrom('eventInvitations as i')
        .leftJoin('users as by', 'by.id', 'i.invitedBy')
        .select(['i.id', 'i.eventId', 'i.email', 'i.role', 'i.createdAt', 'i.expiresAt', accountName('by').as('invitedByName')])
        .where('i.eventId', 'in', eventIds)
        .where('i.acceptedAt', 'is', null)
        .where('i.revokedAt', 'is', null)
        .where('i.expiresAt', '>', sql<Date>`now()`)
        .orderBy('i.createdAt', 'desc')
        .execute();
    },

    findUserByEmail(email: string, executor: DbExecutor = db) {
      return executor.selectFrom('users').select(['id', 'email']).where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
    },

    roleOf(trx: DbExecutor, eventId: number, userId: string) {
      return trx.selectFrom('eventStaff').select('role').where('eventId', '=', eventId).where('userId', '=', userId).executeTakeFirst();
    },

    /**
     * The event changes hands: every current owner becomes organizer manager and `userId` the owner, logged with who did it.
     * Locks the event's staff rows first, so two transfers at once leave exactly one owner.
     */
    async transferOwnership(trx: Trx, transfer: { eventId: number; userId: string; by: string }) {
      const { eventId, userId, by } = transfer;
      const owners = await trx.selectFrom('eventStaff').select('userId').where('eventId', '=', eventId).where('role', '=', 'owner').forUpdate().execute();
      await trx.updateTable('eventStaff').set({ role: 'organizerManager' }).where('eventId', '=', eventId).where('role', '=', 'owner').execute();
      await trx
        .insertInto('eventStaff')
        .values({ eventId, userId, role: 'owner', invitedBy: by })
        .onConflict((c) => c.columns(['eventId', 'userId']).doUpdateSet({ role: 'owner', invitedBy: by }))
        .execute();
      const changes = JSON.stringify({ owner: { before: owners.map((owner) => owner.userId), after: userId } });
      await trx.insertInto('eventChanges').values({ eventId, userId: by, action: 'owner', changes }).execute();
    },

    /** Gives the role (a new member, or another role for one already there); never touches the owner. */
    async grant(trx: Trx, member: { eventId: number; userId: string; role: AssignableStaffRole; invitedBy: string }) {
      await trx
        .insertInto('eventStaff')
        .values(member)
        .onConflict((c) => c.columns(['eventId', 'userId']).doUpdateSet({ role: member.role, invitedBy: member.invitedBy }).where('eventStaff.role', '<>', 'owner'))
        .execute();
    },

    async remove(trx: Trx, eventId: number, userId: string) {
      const result = await trx.deleteFrom('eventStaff').where('eventId', '=', eventId).where('userId', '=', userId).where('role', '<>', 'owner').executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async invite(trx: Trx, invitation: { eventId: number; email: string; role: AssignableStaffRole; tokenHash: string; invitedBy: string; expiresAt: Date }) {
      // One open invitation per address and event: a new one replaces the previous.
      await trx
        .updateTable('eventInvitations')
        .set({ revokedAt: sql`now()` })
        .where('eventId', '=', invitation.eventId)
        .where('email', '=', invitation.email)
        .where('acceptedAt', 'is', null)
        .where('revokedAt', 'is', null)
        .execute();
      await trx.insertInto('eventInvitations').values(invitation).execute();
    },

    async revokeInvitation(trx: Trx, eventId: number, invitationId: number) {
      const result = await trx
        .updateTable('eventInvitations')
        .set({ revokedAt: sql`now()` })
        .where('id', '=', invitationId)
        .where('eventId', '=', eventId)
        .where('acceptedAt', 'is', null)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    invitationByToken(tokenHash: string, executor: DbExecutor = db) {
      return executor
        .selectFrom('eventInvitations as i')
        .innerJoin('events as e', 'e.id', 'i.eventId')
        .select(['i.id', 'i.eventId', 'i.email', 'i.role', 'i.invitedBy', 'i.expiresAt', 'i.acceptedAt', 'i.revokedAt', 'e.name as eventName'])
        .where('i.tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** Marks the invitation used, only while open (guarded): false when someone else used it first. */
    async markAccepted(trx: Trx, invitationId: number, userId: string) {
      const result = await trx
        .updateTable('eventInvitations')
        .set({ acceptedAt: sql`now()`, acceptedBy: userId })
        .where('id', '=', invitationId)
        .where('acceptedAt', 'is', null)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    userName(userId: string) {
      return db.selectFrom('users as u').select(accountName('u').as('name')).where('u.id', '=', userId).executeTakeFirst();
    },

    allEvents() {
      return db.selectFrom('events').select(['id', 'name', 'eventDate', 'status']).orderBy('eventDate', 'desc').orderBy('id', 'desc').execute();
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
