import type { Db, DbExecutor, Trx } from '../../db/database.ts';
import type { PassingStatus, PassingsTable } from '../../db/schema.ts';
import type { Insertable } from 'kysely';

export type NewPassing = Omit<Insertable<PassingsTable>, 'id' | 'createdAt'>;

const CHUNK = 500;

export function createPassingsRepository(db: Db) {
  const staffRows = (eventId: number) =>
    db
      .selectFrom('passings as p')
      .leftJoin('results as r', (join) => join.onRef('r.eventId', '=', 'p.eventId').onRef('r.bib', '=', 'p.bib'))
      .select(['p.id', 'p.bib', 'r.name', 'p.controlCode', 'p.passedAt', 'p.status', 'p.reason'])
      .where('p.eventId', '=', eventId);

  return {
    /** Inserts the readings not stored before; answers the new rows (a reading already stored is a duplicate). */
    async insertNew(trx: Trx, passings: readonly NewPassing[]) {
      const inserted: { id: number; readerId: string; readId: string }[] = [];
      for (let i = 0; i < passings.length; i += CHUNK) {
        const rows = await trx
          .insertInto('passings')
          .values(passings.slice(i, i + CHUNK))
          .onConflict((conflict) => conflict.constraint('passings_read_unique').doNothing())
          .returning(['id', 'readerId', 'readId'])
          .execute();
        inserted.push(...rows);
      }
      return inserted;
    },

    async setStatus(trx: Trx, ids: readonly number[], status: PassingStatus, reason: string | null, modalityCode?: string | null) {
      if (ids.length === 0) return;
      await trx
        .updateTable('passings')
        .set({ status, reason, ...(modalityCode !== undefined ? { modalityCode } : {}) })
        .where('id', 'in', [...ids])
        .execute();
    },

    /** Accepted and held readings of a modality's athletes, in time order: what its rows are rebuilt from when its start moves. */
    forModality(trx: Trx, eventId: number, modalityCode: string) {
      return trx
        .selectFrom('passings')
        .select(['id', 'bib', 'controlCode', 'passedAt', 'readerId', 'readId'])
        .where('eventId', '=', eventId)
        .where('modalityCode', '=', modalityCode)
        .where('status', 'in', ['accepted', 'review'])
        .orderBy('passedAt')
        .orderBy('id')
        .execute();
    },

    /** The most recent accepted passings (the live table), optionally of one modality, with the athlete's name. */
    latest(eventId: number, limit: number, modalityCode?: string) {
      let query = db
        .selectFrom('passings as p')
        .innerJoin('results as r', (join) => join.onRef('r.eventId', '=', 'p.eventId').onRef('r.bib', '=', 'p.bib'))
        .select(['p.id', 'p.bib', 'r.name', 'r.modalityCode', 'p.controlCode', 'p.passedAt'])
        .where('p.eventId', '=', eventId)
        .where('p.status', '=', 'accepted');
      if (modalityCode) query = query.where('p.modalityCode', '=', modalityCode);
      return query.orderBy('p.passedAt', 'desc').orderBy('p.id', 'desc').limit(limit).execute();
    },

    reviewList(eventId: number, limit = 200) {
      return db
        .selectFrom('passings')
        .select(['id', 'bib', 'controlCode', 'passedAt', 'readerId', 'status', 'reason'])
        .where('eventId', '=', eventId)
        .where('status', 'in', ['unmatched', 'review'])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async correct(trx: Trx, id: number, change: { bib: number; passedAt: Date }) {
      await trx.updateTable('passings').set(change).where('id', '=', id).execute();
    },

    /** The latest readings typed by staff, with the athlete's name when the bib is known. */
    manual(eventId: number, limit = 50) {
      return staffRows(eventId).where('p.source', '=', 'manual').orderBy('p.id', 'desc').limit(limit).execute();
    },

    /** One reading as staff see it (with the athlete's name when the bib is known). */
    staffView(eventId: number, id: number) {
      return staffRows(eventId).where('p.id', '=', id).executeTakeFirstOrThrow();
    },

    async reassign(trx: Trx, id: number, bib: number) {
      await trx.updateTable('passings').set({ bib }).where('id', '=', id).execute();
    },

    find(eventId: number, id: number, executor: DbExecutor = db) {
      return executor.selectFrom('passings').selectAll().where('eventId', '=', eventId).where('id', '=', id).executeTakeFirst();
    },
  };
}
export type PassingsRepository = ReturnType<typeof createPassingsRepository>;
