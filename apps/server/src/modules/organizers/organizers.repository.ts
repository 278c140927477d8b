import { sql } from 'kysely';
import type { OrganizerRole, OrganizerSettings } from '@dorsal/core';
import type { Db, DbExecutor, Trx } from '../../db/database.ts';

const organizerColumns = ['organizers.id', 'organizers.name', 'organizers.color', 'organizers.privacyLink', 'organizers.logoUrl'] as const;

/** Organizers, their team (organizer_members) and their change log (migration 20261129000000). */
export function createOrganizersRepository(db: Db) {
  const eventCount = sql<number>`(select count(*)::int from events e where e.organizer_id = organizers.id)`.as('eventCount');

  return {
    /** The organizers an account belongs to with its role; every organizer (role null unless a member) for `everything`. */
    async listFor(userId: string, everything: boolean, executor: DbExecutor = db) {
      const query = executor
        .selectFrom('organizers')
        .leftJoin('organizerMembers as m', (join) => join.onRef('m.organizerId', '=', 'organizers.id').on('m.userId', '=', userId))
        .select([...organizerColumns, 'm.role', eventCount])
        .orderBy('organizers.name');
      return everything ? query.execute() : query.where('m.userId', '=', userId).execute();
    },

    async find(id: number, executor: DbExecutor = db, forUpdate = false) {
      let query = executor.selectFrom('organizers').select([...organizerColumns, eventCount]).where('organizers.id', '=', id);
      if (forUpdate) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    async roleOf(organizerId: number, userId: string, executor: DbExecutor = db): Promise<OrganizerRole | null> {
      const row = await executor.selectFrom('organizerMembers').select('role').where('organizerId', '=', organizerId).where('userId', '=', userId).executeTakeFirst();
      return row?.role ?? null;
    },

    async insert(executor: DbExecutor = db, settings: OrganizerSettings, ownerId: string): Promise<number> {
      const { id } = await executor.insertInto('organizers').values(settings).returning('id').executeTakeFirstOrThrow();
      await executor.insertInto('organizerMembers').values({ organizerId: id, userId: ownerId, role: 'owner', addedBy: ownerId }).execute();
      return id;
    },

    async update(executor: DbExecutor = db, id: number, changes: Partial<OrganizerSettings> & { logoUrl?: string }) {
      await executor.updateTable('organizers').set({ ...changes, updatedAt: new Date() }).where('id', '=', id).execute();
    },

    /** Puts events under an organizer (the demo seed; new events get theirs when created). */
    async assignEvents(organizerId: number, eventIds: readonly number[], executor: DbExecutor = db) {
      if (eventIds.length > 0) await executor.updateTable('events').set({ organizerId }).where('id', 'in', eventIds).execute();
    },

    async members(organizerId: number, executor: DbExecutor = db) {
      return executor
        .selectFrom('organizerMembers as m')
        .innerJoin('users as u', 'u.id', 'm.userId')
        .select(['m.userId', 'u.name', 'u.email', 'm.role', 'm.createdAt'])
        .where('m.organizerId', '=', organizerId)
        .orderBy('m.createdAt')
        .execute();
    },

    /** Adds a member or changes their role. */
    async putMember(trx: Trx, member: { organizerId: number; userId: string; role: OrganizerRole; addedBy: string }) {
      await trx
        .insertInto('organizerMembers')
        .values(member)
        .onConflict((c) => c.columns(['organizerId', 'userId']).doUpdateSet({ role: member.role }))
        .execute();
    },

    async removeMember(trx: Trx, organizerId: number, userId: string): Promise<boolean> {
      const result = await trx.deleteFrom('organizerMembers').where('organizerId', '=', organizerId).where('userId', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Owners of an organizer, locked so two removals cannot leave it without one. */
    async lockOwners(trx: Trx, organizerId: number) {
      const rows = await trx.selectFrom('organizerMembers').select('userId').where('organizerId', '=', organizerId).where('role', '=', 'owner').forUpdate().execute();
      return rows.map((row) => row.userId);
    },

    async findUserByEmail(email: string, executor: DbExecutor = db) {
      return executor.selectFrom('users').select(['id', 'name', 'email']).where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
    },

    async recordChange(executor: DbExecutor, change: { organizerId: number; userId: string; action: string; changes: Record<string, unknown> }) {
      await executor.insertInto('organizerChanges').values({ ...change, changes: JSON.stringify(change.changes) }).execute();
    },
  };
}
export type OrganizersRepository = ReturnType<typeof createOrganizersRepository>;
