import type { Selectable } from 'kysely';
import type { Db, DbExecutor } from '../../db/database.ts';
import type { PhotoBatchesTable, RacePhotoBibsTable, RacePhotosTable } from '../../db/schema.ts';

/** Row types of the race photo tables (issue 14), read by the upload/tagging module and by `finding/`. */
export type PhotoBatchRow = Selectable<PhotoBatchesTable>;
export type RacePhotoRow = Selectable<RacePhotosTable>;
export type RacePhotoBibRow = Selectable<RacePhotoBibsTable>;
export type { PhotoPoint, RacePhotoStatus } from '../../db/schema.ts';

/** Race photos, their batches and their bib tags. */
export function createPhotosRepository(db: Db) {
  return {
    async findPhoto(eventId: number, photoId: number, executor: DbExecutor = db): Promise<RacePhotoRow | undefined> {
      return executor.selectFrom('racePhotos').selectAll().where('eventId', '=', eventId).where('id', '=', photoId).executeTakeFirst();
    },
  };
}

export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
