import type { Expression, SqlBool } from 'kysely';
import type { MatchWindow } from '@dorsal/core';
import type { Db, DbExecutor } from '../../../db/database.ts';

const photoColumns = ['racePhotos.id', 'racePhotos.eventId', 'racePhotos.point', 'racePhotos.displayUrl', 'racePhotos.thumbUrl', 'racePhotos.width', 'racePhotos.height', 'racePhotos.adjustedAt'] as const;

/**
 * Reads of race photos for athletes (issue 14): only ready, visible photos (the spec's "flag of 1"), ordered by their
 * adjusted time, and the event's photo configuration. The matching rule is core's `photoMatchesAthlete` as SQL.
 */
export function createPhotoFindingRepository(db: Db) {
  const shown = () => db.selectFrom('racePhotos').where('racePhotos.status', '=', 'ready').where('racePhotos.visible', '=', true).where('racePhotos.displayUrl', 'is not', null);

  /** A photo tagged with the bib, or taken at a point inside one of the athlete's windows. */
  function matching(eventId: number, bib: number, windows: readonly MatchWindow[]) {
    return shown()
      .where('racePhotos.eventId', '=', eventId)
      .where((eb) => {
        const tagged = eb.exists(eb.selectFrom('racePhotoBibs').select('racePhotoBibs.photoId').whereRef('racePhotoBibs.photoId', '=', 'racePhotos.id').where('racePhotoBibs.bib', '=', bib));
        const near: Expression<SqlBool>[] = windows.map((window) =>
          eb.and([eb('racePhotos.point', '=', window.point), eb('racePhotos.adjustedAt', '>=', window.from), eb('racePhotos.adjustedAt', '<=', window.to)]),
        );
        return eb.or([tagged, ...near]);
      });
  }

  return {
    async matchingPage(eventId: number, bib: number, windows: readonly MatchWindow[], offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        matching(eventId, bib, windows).select(photoColumns).orderBy('racePhotos.adjustedAt', (ob) => ob.asc().nullsLast()).orderBy('racePhotos.id').offset(offset).limit(limit).execute(),
        matching(eventId, bib, windows).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Points with shown photos, with how many each has. */
    async galleryPoints(eventId: number) {
      const rows = await shown().where('racePhotos.eventId', '=', eventId).select(['racePhotos.point', (eb) => eb.fn.countAll<number>().as('count')]).groupBy('racePhotos.point').execute();
      return rows.map((row) => ({ point: row.point, count: Number(row.count) }));
    },

    async galleryPage(eventId: number, point: string, offset: number, limit: number) {
      return shown()
        .where('racePhotos.eventId', '=', eventId)
        .where('racePhotos.point', '=', point)
        .select(photoColumns)
        .orderBy('racePhotos.adjustedAt', (ob) => ob.asc().nullsLast())
        .orderBy('racePhotos.id')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    /** A shown photo of the event (the render refuses hidden or unprocessed ones). */
    async shownPhoto(eventId: number, photoId: number) {
      return shown().where('racePhotos.eventId', '=', eventId).where('racePhotos.id', '=', photoId).select([...photoColumns, 'racePhotos.originalKey']).executeTakeFirst();
    },

    /** The results of a signed-in athlete: their confirmed registrations' bibs with a listed result, newest event first. */
    async resultsOfAccount(userId: string) {
      return db
        .selectFrom('registrations')
        .innerJoin('results', (join) => join.onRef('results.eventId', '=', 'registrations.eventId').onRef('results.bib', '=', 'registrations.bib'))
        .innerJoin('events', 'events.id', 'registrations.eventId')
        .where('registrations.userId', '=', userId)
        .where('registrations.state', '=', 'confirmed')
        .where('registrations.deletedAt', 'is', null)
        .where('results.deleted', '=', false)
        .where('events.status', '!=', 'draft')
        .select(['events.id as eventId', 'events.name as eventName', 'events.eventDate', 'results.bib', 'results.name', 'results.arrivedAt', 'results.splits'])
        .orderBy('events.eventDate', 'desc')
        .orderBy('events.id', 'desc')
        .limit(50)
        .execute();
    },

    async photoConfig(eventId: number, executor: DbExecutor = db) {
      const row = await executor.selectFrom('events').select(['photoConfig', 'status']).where('id', '=', eventId).executeTakeFirst();
      return row;
    },

    async savePhotoConfig(trx: DbExecutor, eventId: number, config: object) {
      await trx.updateTable('events').set({ photoConfig: JSON.stringify(config) }).where('id', '=', eventId).execute();
    },
  };
}

export type PhotoFindingRepository = ReturnType<typeof createPhotoFindingRepository>;
