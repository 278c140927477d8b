import { sql, type Kysely } from 'kysely';

/**
 * Live timing (issue 9): per-event API keys for timing systems (only a hash is stored), every chip reading
 * (`passings`, unique per reader and read so a retried batch counts once), visitors' requests for a mail when an
 * athlete finishes (`finish_alerts`), and per modality its distance and the fastest believable pace (readings
 * faster than it are kept for review, not ranked).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('timing_keys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('timing_keys_event_idx').on('timing_keys').column('event_id').execute();

  await db.schema
    .createTable('passings')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('bib', 'integer', (c) => c.notNull())
    .addColumn('control_code', 'integer', (c) => c.notNull())
    .addColumn('passed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reader_id', 'text', (c) => c.notNull())
    .addColumn('read_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('accepted', 'unmatched', 'review', 'deleted')`))
    .addColumn('reason', 'text')
    .addColumn('modality_code', 'text')
    .addColumn('key_id', 'integer', (c) => c.references('timing_keys.id').onDelete('set null'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('passings_read_unique', ['event_id', 'reader_id', 'read_id'])
    .execute();
  await db.schema.createIndex('passings_event_status_idx').on('passings').columns(['event_id', 'status', 'id']).execute();
  await db.schema.createIndex('passings_event_bib_idx').on('passings').columns(['event_id', 'bib']).execute();

  await db.schema
    .createTable('finish_alerts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('bib', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .addUniqueConstraint('finish_alerts_unique', ['event_id', 'bib', 'email'])
    .execute();

  await db.schema
    .alterTable('modalities')
    .addColumn('distance_km', 'real')
    .addColumn('pace_floor_ms_per_km', 'integer', (c) => c.notNull().defaultTo(150_000))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('modalities').dropColumn('distance_km').dropColumn('pace_floor_ms_per_km').execute();
  await db.schema.dropTable('finish_alerts').execute();
  await db.schema.dropTable('passings').execute();
  await db.schema.dropTable('timing_keys').execute();
}
