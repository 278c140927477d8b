import { sql, type Kysely } from 'kysely';

/**
 * Organizer websites (issue 15): a site per host name, with the draft the editor saves, the version visitors see
 * and the one before it (restore); and the answers of its forms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sites')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organizer_id', 'integer', (c) => c.notNull().references('organizers.id').onDelete('cascade'))
    .addColumn('host', 'text', (c) => c.notNull().unique())
    .addColumn('draft', 'jsonb', (c) => c.notNull())
    .addColumn('published', 'jsonb')
    .addColumn('previous', 'jsonb')
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sites_organizer_idx').on('sites').column('organizer_id').execute();

  await db.schema
    .createTable('site_submissions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('section_id', 'text', (c) => c.notNull())
    .addColumn('values', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('site_submissions_site_idx').on('site_submissions').columns(['site_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_submissions').execute();
  await db.schema.dropTable('sites').execute();
}
