import { sql, type Kysely } from 'kysely';

/**
 * Race photos (issue 14): staff upload photos in batches, one photographic point per batch (a checkpoint's number,
 * or 'meta' for the finish line) with the camera's clock offset.
 *
 * Times: `taken_at` is the EXIF capture time (DateTimeOriginal, a wall-clock time without zone) read in the event's
 * time zone — or with the EXIF OffsetTimeOriginal when the camera wrote one — stored as timestamptz, like passings'
 * `passed_at`. `adjusted_at` = `taken_at` + the batch's `camera_clock_offset_seconds`: the instant the photo shows,
 * matched against an athlete's passing at the same point within ±200 s (spec §7, "adjusted hour").
 * `visible` is the spec's "flag of 1": only visible photos are shown to athletes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photo_batches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('point', 'text', (c) => c.notNull().check(sql`point = 'meta' or point ~ '^[0-9]{1,6}$'`))
    .addColumn('camera_clock_offset_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('total_files', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('photo_batches_event_idx').on('photo_batches').column('event_id').execute();

  await db.schema
    .createTable('race_photos')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('batch_id', 'integer', (c) => c.references('photo_batches.id').onDelete('cascade'))
    .addColumn('point', 'text', (c) => c.notNull().check(sql`point = 'meta' or point ~ '^[0-9]{1,6}$'`))
    .addColumn('original_key', 'text')
    .addColumn('display_url', 'text')
    .addColumn('thumb_url', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('taken_at', 'timestamptz')
    .addColumn('adjusted_at', 'timestamptz')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'processing', 'ready', 'failed')`))
    .addColumn('error', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'text')
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('visible', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('race_photos_upload_uq', ['event_id', 'upload_id'])
    .execute();
  await db.schema.createIndex('race_photos_point_time_idx').on('race_photos').columns(['event_id', 'point', 'adjusted_at']).execute();
  await db.schema.createIndex('race_photos_batch_idx').on('race_photos').column('batch_id').execute();

  await db.schema
    .createTable('race_photo_bibs')
    .addColumn('photo_id', 'integer', (c) => c.notNull().references('race_photos.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('bib', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('race_photo_bibs_pk', ['photo_id', 'bib'])
    .execute();
  await db.schema.createIndex('race_photo_bibs_event_bib_idx').on('race_photo_bibs').columns(['event_id', 'bib']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('race_photo_bibs').execute();
  await db.schema.dropTable('race_photos').execute();
  await db.schema.dropTable('photo_batches').execute();
}
