import { sql, type Kysely } from 'kysely';

/**
 * Virtual challenges (issue 12): a distance and a window that athletes run anywhere and prove, joined with access
 * codes, with the organizer's images (certificate, race number, medal), audio and the athletes' photos.
 * Challenge ids are short random strings (never a sequence). Positions are computed when read (core rankings).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('distance_km', 'numeric(8, 2)', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/Mexico_City'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('byTime', 'distance')`))
    .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('MXN'))
    .addColumn('access_codes_admitted', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('photo_url', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('admit_results', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ended', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('form', 'jsonb')
    .addColumn('categories', 'jsonb')
    .addColumn('photo_config', 'jsonb')
    .addColumn('certificate_config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('race_number_config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('medal_config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('frame_image_url', 'text')
    .addColumn('start_audio_url', 'text')
    .addColumn('finish_audio_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('challenges_created_by_idx').on('challenges').column('created_by').execute();
  await db.schema.createIndex('challenges_starts_idx').on('challenges').column('starts_at').execute();

  // The creator is 'owner'; staff they authorise are 'manager'.
  await db.schema
    .createTable('challenge_staff')
    .addColumn('challenge_id', 'text', (c) => c.notNull().references('challenges.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'manager')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('challenge_staff_pk', ['challenge_id', 'user_id'])
    .execute();
  await db.schema.createIndex('challenge_staff_user_idx').on('challenge_staff').column('user_id').execute();

  await db.schema
    .createTable('challenge_access_codes')
    .addColumn('challenge_id', 'text', (c) => c.notNull().references('challenges.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('uses', 'integer', (c) => c.notNull().check(sql`uses between 1 and 1000`))
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('challenge_access_codes_pk', ['challenge_id', 'code'])
    .addCheckConstraint('challenge_access_codes_used_ck', sql`used_count between 0 and uses`)
    .execute();

  await db.schema
    .createTable('challenge_code_uses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('challenge_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('challenge_code_uses_code_fk', ['challenge_id', 'code'], 'challenge_access_codes', ['challenge_id', 'code'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('challenge_code_uses_code_idx').on('challenge_code_uses').columns(['challenge_id', 'code']).execute();

  await db.schema
    .createTable('challenge_participants')
    .addColumn('challenge_id', 'text', (c) => c.notNull().references('challenges.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('race_number', 'integer', (c) => c.notNull())
    .addColumn('first_names', 'text', (c) => c.notNull())
    .addColumn('last_names', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull().check(sql`gender in ('F', 'M')`))
    .addColumn('category_name', 'text', (c) => c.notNull())
    .addColumn('category_code', 'integer', (c) => c.notNull())
    .addColumn('access_code', 'text')
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('none').check(sql`payment_status in ('none', 'pending', 'paid')`))
    .addColumn('payment_reference', 'text')
    .addColumn('form_answers', 'jsonb')
    .addColumn('goal_seconds', 'integer')
    .addColumn('finish_seconds', 'integer')
    .addColumn('finish_recorded_at', 'timestamptz')
    .addColumn('wearable_summary', 'jsonb')
    .addColumn('start_photo_url', 'text')
    .addColumn('finish_photo_url', 'text')
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('challenge_participants_pk', ['challenge_id', 'user_id'])
    .addUniqueConstraint('challenge_participants_number_uq', ['challenge_id', 'race_number'])
    .execute();
  await db.schema.createIndex('challenge_participants_user_idx').on('challenge_participants').column('user_id').execute();

  await db.schema
    .createTable('challenge_photos')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('challenge_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('startLine', 'finishLine', 'evidence')`))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('challenge_photos_participant_fk', ['challenge_id', 'user_id'], 'challenge_participants', ['challenge_id', 'user_id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('challenge_photos_kind_idx').on('challenge_photos').columns(['challenge_id', 'kind', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['challenge_photos', 'challenge_participants', 'challenge_code_uses', 'challenge_access_codes', 'challenge_staff', 'challenges']) {
    await db.schema.dropTable(table).execute();
  }
}
