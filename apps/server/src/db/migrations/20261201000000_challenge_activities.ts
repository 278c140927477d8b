import { sql, type Kysely } from 'kysely';

/**
 * Issue 13: the activities an athlete uploaded to a challenge as GPX / TCX / FIT files (core `WearableActivity` in
 * `activity`), listed in step 2 so one can be applied; and the athlete's FTP (watts) for power metrics and zones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('challenge_activities')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('challenge_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('activity', 'jsonb', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('challenge_activities_participant_fk', ['challenge_id', 'user_id'], 'challenge_participants', ['challenge_id', 'user_id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('challenge_activities_participant_idx').on('challenge_activities').columns(['challenge_id', 'user_id', 'started_at']).execute();
  await db.schema
    .alterTable('users')
    .addColumn('ftp_watts', 'integer', (c) => c.check(sql`ftp_watts between 1 and 2000`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('ftp_watts').execute();
  await db.schema.dropTable('challenge_activities').execute();
}
