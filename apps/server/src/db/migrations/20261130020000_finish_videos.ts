import { sql, type Kysely } from 'kysely';
import { timeOfDayOf, TIME_OF_DAY } from '@dorsal/core';

interface LegacyVideo {
  videoId?: unknown;
  url?: unknown;
  title?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  hide?: unknown;
}

/** A legacy video's instant as a time of day on the event's clock ('HH:MM:SS'); a time of day stays as it is. */
function legacyTime(value: unknown, timeZone: string): string | null {
  if (typeof value !== 'string') return null;
  if (TIME_OF_DAY.test(value)) return value.length === 5 ? `${value}:00` : value;
  return Number.isNaN(Date.parse(value)) ? null : timeOfDayOf(value, timeZone);
}

/**
 * Finish-line videos (issue 14): an event's videos, each a YouTube id or an uploaded file, with the times of day (the
 * event's zone) its first and last frames show and a hidden flag. The table supersedes `events.timing_config.videos`
 * (what imports wrote): those are moved here, their instants read on the event's clock, and the key is dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('finish_videos')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('youtube_id', 'text')
    .addColumn('file_url', 'text')
    .addColumn('start_time', 'text', (c) => c.notNull().check(sql`start_time ~ '^[0-2][0-9]:[0-5][0-9]:[0-5][0-9]$'`))
    .addColumn('end_time', 'text', (c) => c.notNull().check(sql`end_time ~ '^[0-2][0-9]:[0-5][0-9]:[0-5][0-9]$'`))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('finish_videos_one_source', sql`(youtube_id is null) <> (file_url is null)`)
    .execute();
  await db.schema.createIndex('finish_videos_event_idx').on('finish_videos').column('event_id').execute();

  const { rows } = await sql<{ id: number; timeZone: string; videos: LegacyVideo[] }>`
    select id, time_zone as "timeZone", timing_config -> 'videos' as videos
    from events where jsonb_typeof(timing_config -> 'videos') = 'array'`.execute(db);
  for (const event of rows) {
    for (const video of event.videos) {
      const youtubeId = typeof video.videoId === 'string' && video.videoId ? video.videoId : null;
      const fileUrl = !youtubeId && typeof video.url === 'string' && video.url ? video.url : null;
      const startTime = legacyTime(video.startTime, event.timeZone);
      const endTime = legacyTime(video.endTime, event.timeZone);
      if ((!youtubeId && !fileUrl) || !startTime || !endTime) continue;
      const title = typeof video.title === 'string' ? video.title : '';
      await sql`insert into finish_videos (event_id, title, youtube_id, file_url, start_time, end_time, hidden)
        values (${event.id}, ${title}, ${youtubeId}, ${fileUrl}, ${startTime}, ${endTime}, ${video.hide === true})`.execute(db);
    }
  }
  await sql`update events set timing_config = timing_config - 'videos' where timing_config -> 'videos' is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('finish_videos').execute();
}
