import { sql, type Kysely } from 'kysely';

/** Event-defined routes (issue 15): an organizer's site may claim a short path on the main host too (`/corremexico`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sites').addColumn('short_path', 'text').execute();
  await sql`create unique index sites_short_path_uq on sites (short_path) where short_path is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sites').dropColumn('short_path').execute();
}
