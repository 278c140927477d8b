import { sql, type Selectable } from 'kysely';
import type { Db, DbExecutor } from '../../db/database.ts';
import type { PhotoBatchesTable, RacePhotoBibsTable, RacePhotosTable, RacePhotoStatus } from '../../db/schema.ts';

/** Row types of the race photo tables (issue 14), read by the upload/tagging module and by `finding/`. */
export type PhotoBatchRow = Selectable<PhotoBatchesTable>;
export type RacePhotoRow = Selectable<RacePhotosTable>;
export type RacePhotoBibRow = Selectable<RacePhotoBibsTable>;
export type { PhotoPoint, RacePhotoStatus } from '../../db/schema.ts';

export type StatusCounts = Record<RacePhotoStatus, number>;
export interface NewRacePhoto {
  eventId: number;
  batchId: number;
  point: string;
  fileName: string;
  uploadId: string;
  uploadedBy: string | null;
  originalKey: string | null;
  status: 'pending' | 'failed';
  error: string | null;
}

const emptyCounts = (): StatusCounts => ({ pending: 0, processing: 0, ready: 0, failed: 0 });

/** Race photos, their batches and their bib tags. */
export function createPhotosRepository(db: Db) {
  return {
    async createBatch(values: { eventId: number; point: string; cameraClockOffsetSeconds: number; totalFiles: number; createdBy: string }) {
      return db.insertInto('photoBatches').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async findBatch(batchId: number, executor: DbExecutor = db): Promise<PhotoBatchRow | undefined> {
      return executor.selectFrom('photoBatches').selectAll().where('id', '=', batchId).executeTakeFirst();
    },

    async listBatches(eventId: number): Promise<PhotoBatchRow[]> {
      return db.selectFrom('photoBatches').selectAll().where('eventId', '=', eventId).orderBy('id', 'desc').limit(50).execute();
    },

    /** Processing counts per batch. */
    async batchCounts(batchIds: readonly number[]): Promise<Map<number, StatusCounts>> {
      const counts = new Map<number, StatusCounts>(batchIds.map((id) => [id, emptyCounts()]));
      if (batchIds.length === 0) return counts;
      const rows = await db
        .selectFrom('racePhotos')
        .select(['batchId', 'status', (eb) => eb.fn.countAll<string>().as('n')])
        .where('batchId', 'in', batchIds)
        .groupBy(['batchId', 'status'])
        .execute();
      for (const row of rows) counts.get(row.batchId!)![row.status] = Number(row.n);
      return counts;
    },

    async batchFiles(batchId: number) {
      return db.selectFrom('racePhotos').select(['uploadId', 'fileName', 'status', 'error']).where('batchId', '=', batchId).orderBy('id').execute();
    },

    async hasUpload(eventId: number, uploadId: string): Promise<boolean> {
      return (await db.selectFrom('racePhotos').select('id').where('eventId', '=', eventId).where('uploadId', '=', uploadId).executeTakeFirst()) !== undefined;
    },

    /** A received file; undefined when that upload key already has its photo (a resumed batch). */
    async insertPhoto(trx: DbExecutor, photo: NewRacePhoto) {
      return trx
        .insertInto('racePhotos')
        .values(photo)
        .onConflict((oc) => oc.columns(['eventId', 'uploadId']).doNothing())
        .returning('id')
        .executeTakeFirst();
    },

    async findPhotoById(photoId: number): Promise<RacePhotoRow | undefined> {
      return db.selectFrom('racePhotos').selectAll().where('id', '=', photoId).executeTakeFirst();
    },

    async findPhoto(eventId: number, photoId: number, executor: DbExecutor = db): Promise<RacePhotoRow | undefined> {
      return executor.selectFrom('racePhotos').selectAll().where('eventId', '=', eventId).where('id', '=', photoId).executeTakeFirst();
    },

    async markProcessing(photoId: number) {
      await db.updateTable('racePhotos').set({ status: 'processing' }).where('id', '=', photoId).where('status', 'in', ['pending', 'processing']).execute();
    },

    async markReady(photoId: number, values: { displayUrl: string; thumbUrl: string; width: number; height: number; takenAt: Date | null; adjustedAt: Date | null }) {
      await db.updateTable('racePhotos').set({ ...values, status: 'ready', error: null }).where('id', '=', photoId).execute();
    },

    async markFailed(photoId: number, error: string) {
      await db.updateTable('racePhotos').set({ status: 'failed', error }).where('id', '=', photoId).execute();
    },

    async hasCheckpoint(eventId: number, number: number): Promise<boolean> {
      return (await db.selectFrom('checkpoints').select('id').where('eventId', '=', eventId).where('number', '=', number).executeTakeFirst()) !== undefined;
    },

    async eventTimeZone(eventId: number): Promise<string> {
      const row = await db.selectFrom('events').select('timeZone').where('id', '=', eventId).executeTakeFirstOrThrow();
      return row.timeZone;
    },

    async listPhotos(eventId: number, filter: { point?: string; batchId?: number }, page: number, pageSize: number) {
      let query = db.selectFrom('racePhotos').where('eventId', '=', eventId);
      if (filter.point) query = query.where('point', '=', filter.point);
      if (filter.batchId) query = query.where('batchId', '=', filter.batchId);
      const total = Number((await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await query
        .selectAll()
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { rows, total };
    },

    async bibsOf(photoIds: readonly number[], executor: DbExecutor = db): Promise<Map<number, number[]>> {
      const bibs = new Map<number, number[]>(photoIds.map((id) => [id, []]));
      if (photoIds.length === 0) return bibs;
      const rows = await executor.selectFrom('racePhotoBibs').select(['photoId', 'bib']).where('photoId', 'in', photoIds).orderBy('bib').execute();
      for (const row of rows) bibs.get(row.photoId)!.push(row.bib);
      return bibs;
    },

    /** Replaces the bibs of each photo listed. */
    async replaceBibs(trx: DbExecutor, eventId: number, tags: ReadonlyMap<number, readonly number[]>) {
      const photoIds = [...tags.keys()];
      if (photoIds.length === 0) return;
      await trx.deleteFrom('racePhotoBibs').where('photoId', 'in', photoIds).execute();
      const rows = [...tags].flatMap(([photoId, bibs]) => bibs.map((bib) => ({ photoId, eventId, bib })));
      for (let start = 0; start < rows.length; start += 1000) await trx.insertInto('racePhotoBibs').values(rows.slice(start, start + 1000)).execute();
    },

    async setVisible(eventId: number, photoId: number, visible: boolean) {
      await db.updateTable('racePhotos').set({ visible }).where('eventId', '=', eventId).where('id', '=', photoId).execute();
    },

    /** Photo ids by file name (a name may be on several photos, e.g. two points' cameras). */
    async photoIdsByFileName(trx: DbExecutor, eventId: number, fileNames: readonly string[]): Promise<Map<string, number[]>> {
      const ids = new Map<string, number[]>();
      for (let start = 0; start < fileNames.length; start += 1000) {
        const rows = await trx
          .selectFrom('racePhotos')
          .select(['id', 'fileName'])
          .where('eventId', '=', eventId)
          .where('fileName', 'in', fileNames.slice(start, start + 1000))
          .execute();
        for (const row of rows) ids.set(row.fileName, [...(ids.get(row.fileName) ?? []), row.id]);
      }
      return ids;
    },

    /** Locks the event's tags while a CSV replaces them (two imports never interleave). */
    async lockEvent(trx: DbExecutor, eventId: number) {
      await sql`select id from events where id = ${eventId} for update`.execute(trx);
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
