import { sql } from 'kysely';
import type { ViewConfig } from '@dorsal/core';
import type { Db, DbExecutor } from '../../db/database.ts';

/** An event's custom views (`event_views`); a deleted one keeps its row, so its number is never given again. */
export function createViewsRepository(db: Db) {
  return {
    async list(eventId: number, executor: DbExecutor = db) {
      return executor
        .selectFrom('eventViews')
        .select(['viewIndex', 'config'])
        .where('eventId', '=', eventId)
        .where('deletedAt', 'is', null)
        .orderBy('viewIndex')
        .execute();
    },

    async find(eventId: number, viewIndex: number, executor: DbExecutor = db) {
      return executor
        .selectFrom('eventViews')
        .select(['viewIndex', 'config'])
        .where('eventId', '=', eventId)
        .where('viewIndex', '=', viewIndex)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
    },

    /** Adds a view with the event's next number (locks the event's views so two creations never take the same one). */
    async create(trx: DbExecutor, eventId: number, config: ViewConfig) {
      await sql`select id from events where id = ${eventId} for update`.execute(trx);
      const last = await trx.selectFrom('eventViews').select((eb) => eb.fn.max('viewIndex').as('last')).where('eventId', '=', eventId).executeTakeFirst();
      const viewIndex = Number(last?.last ?? 0) + 1;
      return trx
        .insertInto('eventViews')
        .values({ eventId, viewIndex, config: JSON.stringify(config) })
        .returning(['viewIndex', 'config'])
        .executeTakeFirstOrThrow();
    },

    async update(trx: DbExecutor, eventId: number, viewIndex: number, config: ViewConfig) {
      return trx
        .updateTable('eventViews')
        .set({ config: JSON.stringify(config), updatedAt: new Date() })
        .where('eventId', '=', eventId)
        .where('viewIndex', '=', viewIndex)
        .where('deletedAt', 'is', null)
        .returning(['viewIndex', 'config'])
        .executeTakeFirst();
    },

    /** A modality's distance in km (for the pace), null when the event did not give it. */
    async modalityDistance(eventId: number, modalityCode: string) {
      const row = await db.selectFrom('modalities').select('distanceKm').where('eventId', '=', eventId).where('code', '=', modalityCode).executeTakeFirst();
      return row?.distanceKm ?? null;
    },

    async markDeleted(trx: DbExecutor, eventId: number, viewIndex: number) {
      const result = await trx
        .updateTable('eventViews')
        .set({ deletedAt: new Date() })
        .where('eventId', '=', eventId)
        .where('viewIndex', '=', viewIndex)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
export type ViewsRepository = ReturnType<typeof createViewsRepository>;
