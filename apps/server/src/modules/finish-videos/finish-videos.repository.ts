import { normalizeTimeOfDay, TIME_OF_DAY, timeOfDayOf, type FinishVideoView, type ImportedVideo } from '@dorsal/core';
import type { Db, DbExecutor } from '../../db/database.ts';

/** What a finish video row holds besides its event and id. */
export interface FinishVideoFields {
  title: string;
  youtubeId: string | null;
  fileUrl: string | null;
  startTime: string;
  endTime: string;
  hidden: boolean;
}

const columns = ['id', 'title', 'youtubeId', 'fileUrl', 'startTime', 'endTime', 'hidden'] as const;

export function toFinishVideoView(row: FinishVideoFields & { id: number }): FinishVideoView {
  return { ...row, kind: row.youtubeId ? 'youtube' : 'file' };
}

/** An event's finish-line videos (`finish_videos`), in the order of their start time. */
export function createFinishVideosRepository(db: Db) {
  return {
    async list(eventId: number, executor: DbExecutor = db) {
      return executor.selectFrom('finishVideos').select(columns).where('eventId', '=', eventId).orderBy('startTime').orderBy('id').execute();
    },

    /** The visible videos and the event's time zone, for an athlete's result; null for an unknown event. */
    async visibleWithZone(eventId: number) {
      const event = await db.selectFrom('events').select('timeZone').where('id', '=', eventId).executeTakeFirst();
      if (!event) return null;
      const videos = await db
        .selectFrom('finishVideos')
        .select(columns)
        .where('eventId', '=', eventId)
        .where('hidden', '=', false)
        .orderBy('startTime')
        .orderBy('id')
        .execute();
      return { timeZone: event.timeZone, videos };
    },

    async find(trx: DbExecutor, eventId: number, id: number) {
      return trx.selectFrom('finishVideos').select(columns).where('eventId', '=', eventId).where('id', '=', id).executeTakeFirst();
    },

    async count(trx: DbExecutor, eventId: number) {
      const row = await trx.selectFrom('finishVideos').select((eb) => eb.fn.countAll<number>().as('count')).where('eventId', '=', eventId).executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insert(trx: DbExecutor, eventId: number, fields: FinishVideoFields) {
      return trx.insertInto('finishVideos').values({ eventId, ...fields }).returning(columns).executeTakeFirstOrThrow();
    },

    async update(trx: DbExecutor, eventId: number, id: number, fields: FinishVideoFields) {
      return trx
        .updateTable('finishVideos')
        .set({ ...fields, updatedAt: new Date() })
        .where('eventId', '=', eventId)
        .where('id', '=', id)
        .returning(columns)
        .executeTakeFirst();
    },

    async remove(trx: DbExecutor, eventId: number, id: number) {
      const result = await trx.deleteFrom('finishVideos').where('eventId', '=', eventId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Whether another row still points at this file (so removing one row keeps the file). */
    async fileInUse(trx: DbExecutor, fileUrl: string) {
      return (await trx.selectFrom('finishVideos').select('id').where('fileUrl', '=', fileUrl).executeTakeFirst()) !== undefined;
    },
  };
}
export type FinishVideosRepository = ReturnType<typeof createFinishVideosRepository>;

/** An imported instant (or a time of day) as 'HH:MM:SS' on the event's clock; null when it is neither. */
function importedTime(value: string, timeZone: string): string | null {
  if (TIME_OF_DAY.test(value)) return normalizeTimeOfDay(value);
  return Number.isNaN(Date.parse(value)) ? null : timeOfDayOf(value, timeZone);
}

/** The videos of an imported event (timingConfig.eventVideos), written in the import's transaction. */
export async function insertImportedFinishVideos(trx: DbExecutor, eventId: number, timeZone: string, videos: readonly ImportedVideo[]) {
  const rows = videos.flatMap((video) => {
    const startTime = importedTime(video.startTime, timeZone);
    const endTime = importedTime(video.endTime, timeZone);
    return video.videoId && startTime && endTime ? [{ eventId, title: video.title, youtubeId: video.videoId, fileUrl: null, startTime, endTime, hidden: video.hide }] : [];
  });
  if (rows.length) await trx.insertInto('finishVideos').values(rows).execute();
}
