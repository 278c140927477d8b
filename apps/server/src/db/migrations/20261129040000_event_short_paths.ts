import { sql, type Kysely } from 'kysely';

/** Event-defined routes (issue 15): the short path an event claims on the main host (`/maratoncdmx`), one event each. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('short_path', 'text').execute();
  await sql`create unique index events_short_path_uq on events (short_path) where short_path is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('short_path').execute();
}
