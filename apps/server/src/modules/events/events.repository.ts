import { sql, type Selectable } from 'kysely';
import type { EventLifecycleStatus, EventStaffRole, EventStatus } from '@dorsal/core';
import type { Db, DbExecutor } from '../../db/database.ts';
import type { EventsTable } from '../../db/schema.ts';

export type EventRow = Selectable<EventsTable>;

export function createEventsRepository(db: Db) {
  return {
    async list({ status, offset, limit }: { status: EventStatus; offset: number; limit: number }) {
      const direction = status === 'registration' ? 'asc' : 'desc';
      const base = db.selectFrom('events').where('status', '=', status).where('isTest', '=', false);
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('eventDate', direction).orderBy('id', direction).offset(offset).limit(limit).execute(),
        base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.n };
    },

    findById(id: number, executor: DbExecutor = db) {
      return executor.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async modalitiesWithCategories(eventId: number, executor: DbExecutor = db) {
      const modalities = await executor
        .selectFrom('modalities')
        .selectAll()
        .where('eventId', '=', eventId)
        .orderBy('sortOrder')
        .orderBy('id')
        .execute();
      const categories = modalities.length
        ? await executor
            .selectFrom('categories')
            .selectAll()
            .where(
              'modalityId',
              'in',
              modalities.map((m) => m.id),
            )
            .orderBy('sortOrder')
            .orderBy('id')
            .execute()
        : [];
      return modalities.map((modality) => ({ ...modality, categories: categories.filter((c) => c.modalityId === modality.id) }));
    },

    checkpoints(eventId: number) {
      return db.selectFrom('checkpoints').selectAll().where('eventId', '=', eventId).orderBy('number').execute();
    },

    async resultCounts(eventId: number, executor: DbExecutor = db) {
      const row = await executor
        .selectFrom('results')
        .select([sql<number>`count(*)`.as('total'), sql<number>`count(*) filter (where overall_position > 0)`.as('finishers')])
        .where('eventId', '=', eventId)
        .executeTakeFirstOrThrow();
      return { finishers: row.finishers, total: row.total };
    },

    /** The caller's role on an event: their own, or — as a member of the event's organizer — organizer manager. */
    async staffRole(eventId: number, userId: string, executor: DbExecutor = db): Promise<EventStaffRole | null> {
      const row = await executor
        .selectFrom('events')
        .leftJoin('eventStaff as s', (join) => join.onRef('s.eventId', '=', 'events.id').on('s.userId', '=', userId))
        .leftJoin('organizerMembers as m', (join) => join.onRef('m.organizerId', '=', 'events.organizerId').on('m.userId', '=', userId))
        .select(['s.role', 'm.userId as member'])
        .where('events.id', '=', eventId)
        .executeTakeFirst();
      return row?.role ?? (row?.member ? 'organizerManager' : null);
    },

    /** Gives an account a role on an event unless it has one (demo seed; staff invitations go through modules/staff). */
    async grantRoleIfNone(eventId: number, userId: string, role: EventStaffRole) {
      await db.insertInto('eventStaff').values({ eventId, userId, role }).onConflict((c) => c.doNothing()).execute();
    },

    /** The events an account runs (its own role, or a member of their organizer's team); every event for `everything`. */
    async managedBy(userId: string, everything: boolean) {
      const query = db
        .selectFrom('events')
        .leftJoin('eventStaff', (join) => join.onRef('eventStaff.eventId', '=', 'events.id').on('eventStaff.userId', '=', userId))
        .leftJoin('organizerMembers as m', (join) => join.onRef('m.organizerId', '=', 'events.organizerId').on('m.userId', '=', userId))
        .leftJoin('organizers', 'organizers.id', 'events.organizerId')
        .selectAll('events')
        .select(['eventStaff.role as role', 'm.userId as member', 'organizers.name as organizerName'])
        .orderBy('events.eventDate', 'desc');
      const rows = await (everything ? query.execute() : query.where((eb) => eb.or([eb('eventStaff.userId', '=', userId), eb('m.userId', '=', userId)])).execute());
      return rows.map(({ member, ...row }) => ({ ...row, role: row.role ?? (member ? ('organizerManager' as const) : null) }));
    },

    async recordStatusChange(eventId: number, userId: string, status: { before: string; after: string }) {
      await db.insertInto('eventChanges').values({ eventId, userId, action: 'status', changes: JSON.stringify({ status }) }).execute();
    },

    async updateStatus(id: number, status: EventLifecycleStatus) {
      return db
        .updateTable('events')
        .set({ status, updatedAt: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * A change to the event's results: bumps its version and that of the modalities changed (every
     * modality unless named; a passing names one), whose cached pages are then read again.
     */
    async bumpResultsVersion(id: number, executor: DbExecutor, modalityCodes?: readonly string[]): Promise<number> {
      const row = await executor
        .updateTable('events')
        .set({ resultsVersion: sql`results_version + 1`, updatedAt: new Date() })
        .where('id', '=', id)
        .returning('resultsVersion')
        .executeTakeFirstOrThrow();
      let modalities = executor.updateTable('modalities').set({ resultsVersion: sql`results_version + 1` }).where('eventId', '=', id);
      if (modalityCodes) modalities = modalities.where('code', 'in', modalityCodes.length ? [...modalityCodes] : ['']);
      await modalities.execute();
      return row.resultsVersion;
    },

    /** The results version of a published event (null for a missing event or a draft: its results are not public). */
    async resultsVersion(id: number) {
      const row = await db.selectFrom('events').select('resultsVersion').where('id', '=', id).where('status', '<>', 'draft').executeTakeFirst();
      return row?.resultsVersion ?? null;
    },

    /** Each modality's results version, by code. */
    async modalityResultsVersions(id: number): Promise<Map<string, number>> {
      const rows = await db.selectFrom('modalities').select(['code', 'resultsVersion']).where('eventId', '=', id).execute();
      return new Map(rows.map((row) => [row.code, row.resultsVersion]));
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
