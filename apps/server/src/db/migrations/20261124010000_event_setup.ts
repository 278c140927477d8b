import { sql, type Kysely } from 'kysely';

/**
 * Event setup by organizers (issue 10): a new event is a draft that only its staff see
 * (`events.status = 'draft'`), and every change to an event's settings appends who, when and what
 * to `event_changes`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table events drop constraint events_status_check`.execute(db);
  await sql`alter table events add constraint events_status_check check (status in ('draft', 'registration', 'live', 'results'))`.execute(db);
  await db.schema
    .createTable('event_changes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('event_changes_event_idx').on('event_changes').columns(['event_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_changes').execute();
  await sql`delete from events where status = 'draft'`.execute(db);
  await sql`alter table events drop constraint events_status_check`.execute(db);
  await sql`alter table events add constraint events_status_check check (status in ('registration', 'live', 'results'))`.execute(db);
}
