import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text')
    .addColumn('event_date', 'text', (c) => c.notNull()) // YYYY-MM-DD in the event's time zone
    .addColumn('start_time', 'text', (c) => c.notNull().defaultTo('07:00')) // HH:MM
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/Mexico_City'))
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('México'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('registration').check(sql`status in ('registration', 'live', 'results')`))
    .addColumn('has_website', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('business_id', 'text')
    .addColumn('facebook_pixel', 'text')
    .addColumn('ga_id', 'text')
    .addColumn('organizer_color', 'text')
    .addColumn('privacy_link', 'text')
    .addColumn('age_at_event_date', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_test', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('call_document', 'jsonb')
    .addColumn('timing_config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('photo_config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('legacy_id', 'text')
    .addColumn('results_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('events_status_date_idx').on('events').columns(['status', 'event_date']).execute();

  await db.schema
    .createTable('event_staff')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role in ('owner', 'organizerManager', 'clientManager', 'pointOfSale')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('event_staff_pk', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('event_staff_user_idx').on('event_staff').column('user_id').execute();

  await db.schema
    .createTable('modalities')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_backyard', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('team_size', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('start_waves', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addUniqueConstraint('modalities_event_code_uq', ['event_id', 'code'])
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('modality_id', 'integer', (c) => c.notNull().references('modalities.id').onDelete('cascade'))
    .addColumn('branch', 'text', (c) => c.notNull().check(sql`branch in ('F', 'M')`))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('min_age', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_age', 'integer', (c) => c.notNull().defaultTo(200))
    .addColumn('winners_count', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('is_overall', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('categories_modality_branch_code_uq', ['modality_id', 'branch', 'code'])
    .execute();

  await db.schema
    .createTable('checkpoints')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('distance_km', 'real')
    // [{ modalityCode, lap, kind }]
    .addColumn('laps', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addUniqueConstraint('checkpoints_event_number_uq', ['event_id', 'number'])
    .execute();

  await db.schema
    .createTable('results')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('modality_code', 'text', (c) => c.notNull())
    .addColumn('bib', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('branch', 'text', (c) => c.notNull().check(sql`branch in ('F', 'M')`))
    .addColumn('category_code', 'text', (c) => c.notNull())
    .addColumn('official_time_ms', 'integer')
    .addColumn('real_time_ms', 'integer')
    .addColumn('arrived_at', 'timestamptz')
    .addColumn('splits', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('start_recorded', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('dnf', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('dnf_over_time', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('dq', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('dns', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('row_type', 'integer')
    .addColumn('overall_position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('branch_position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category_position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ranked_category_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_overall_winner', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('flag', 'text')
    .addColumn('video', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('results_event_bib_uq', ['event_id', 'bib'])
    .execute();
  await db.schema.createIndex('results_event_modality_idx').on('results').columns(['event_id', 'modality_code']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['results', 'checkpoints', 'categories', 'modalities', 'event_staff', 'events']) {
    await db.schema.dropTable(table).execute();
  }
}
