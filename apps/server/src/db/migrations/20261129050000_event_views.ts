import { sql, type Kysely } from 'kysely';

/**
 * Custom views (issue 15): an event's screens and cards of one athlete's result, numbered 1, 2, … within the event
 * (`/views/{eventId}/{viewIndex}/{bib}`). A deleted view keeps its row (marked) so its number is never reused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_views')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('view_index', 'integer', (c) => c.notNull())
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('event_views_event_index_uq', ['event_id', 'view_index'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_views').execute();
}
