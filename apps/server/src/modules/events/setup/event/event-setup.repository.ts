import type { CallDocument, EventSettings, NewEvent } from '@dorsal/core';
import type { Db, DbExecutor, Trx } from '../../../../db/database.ts';

const settingsColumns = [
  'id',
  'status',
  'logoUrl',
  'name',
  'eventDate',
  'startTime',
  'timeZone',
  'place',
  'city',
  'country',
  'hasWebsite',
  'gaId',
  'facebookPixel',
  'isTest',
  'shortPath',
] as const;

export function createEventSetupRepository(db: Db) {
  return {
    /** A new draft event and its owner. */
    async insertDraft(trx: Trx, event: Omit<NewEvent, 'organizerName'> & { organizerId: number }, ownerId: string): Promise<number> {
      const { id } = await trx
        .insertInto('events')
        .values({ ...event, status: 'draft' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('eventStaff').values({ eventId: id, userId: ownerId, role: 'owner' }).execute();
      // Registration in pesos, by card or OXXO cash, until the organizer says otherwise.
      await trx
        .insertInto('eventRegistrationSettings')
        .values({ eventId: id, currencies: JSON.stringify([]), paymentMethods: JSON.stringify(['card', 'oxxo_cash']), formFields: JSON.stringify([]), bibDesign: JSON.stringify({}) })
        .execute();
      return id;
    },

    /** The settings of an event; `forUpdate` locks the row until the transaction ends. */
    async findSettings(id: number, executor: DbExecutor = db, forUpdate = false) {
      let query = executor
        .selectFrom('events')
        .leftJoin('organizers', 'organizers.id', 'events.organizerId')
        .select(settingsColumns.map((column) => `events.${column}` as const))
        .select(['events.organizerId', 'organizers.name as organizerName'])
        .where('events.id', '=', id);
      if (forUpdate) query = query.forUpdate('events');
      return query.executeTakeFirst();
    },

    async updateSettings(trx: Trx, id: number, settings: EventSettings) {
      await trx
        .updateTable('events')
        .set({ ...settings, updatedAt: new Date() })
        .where('id', '=', id)
        .execute();
    },

    async findCallDocument(id: number, executor: DbExecutor = db, forUpdate = false) {
      let query = executor.selectFrom('events').select('callDocument').where('id', '=', id);
      if (forUpdate) query = query.forUpdate();
      return (await query.executeTakeFirst())?.callDocument ?? null;
    },

    async updateCallDocument(trx: Trx, id: number, document: CallDocument | null) {
      await trx
        .updateTable('events')
        .set({ callDocument: document === null ? null : JSON.stringify(document), updatedAt: new Date() })
        .where('id', '=', id)
        .execute();
    },

    /** The public event a short path opens (drafts are their staff's only). */
    async eventByShortPath(path: string) {
      return db.selectFrom('events').select('id').where('shortPath', '=', path).where('status', '<>', 'draft').executeTakeFirst();
    },

    async updateLogo(trx: Trx, id: number, logoUrl: string) {
      await trx.updateTable('events').set({ logoUrl, updatedAt: new Date() }).where('id', '=', id).execute();
    },

    /** Appends who changed what (each field's value before and after) to the event's history. */
    async recordChange(executor: DbExecutor, change: { eventId: number; userId: string | null; action: string; changes: Record<string, unknown> }) {
      await executor
        .insertInto('eventChanges')
        .values({ ...change, changes: JSON.stringify(change.changes) })
        .execute();
    },

    async changes(eventId: number) {
      return db.selectFrom('eventChanges').selectAll().where('eventId', '=', eventId).orderBy('id').execute();
    },
  };
}
export type EventSetupRepository = ReturnType<typeof createEventSetupRepository>;
export type StoredEventSettings = NonNullable<Awaited<ReturnType<EventSetupRepository['findSettings']>>>;
