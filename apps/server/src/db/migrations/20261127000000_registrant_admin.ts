import { sql, type Kysely } from 'kysely';

/** Accented letters the name search ignores; `packages/core` `searchableText` folds the same way. */
export const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
export const PLAIN = 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC';

/**
 * Registrant administration (issue 11): a registrant deleted by staff keeps its row, its place and its bib
 * until staff release the bib; a folded copy of the names for the accent-insensitive search; the admin list
 * reads an event's registrations newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('registrations')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('bib_released_at', 'timestamptz')
    .execute();
  await sql`alter table registrations add column search_name text generated always as
    (lower(translate(first_names || ' ' || last_names, ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)}))) stored`.execute(db);
  await sql`create index registrations_event_newest_idx on registrations (event_id, id desc)`.execute(db);
  await db.schema.createIndex('registration_changes_newest_idx').on('registration_changes').columns(['registration_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('registration_changes_newest_idx').execute();
  await db.schema.dropIndex('registrations_event_newest_idx').execute();
  await db.schema.alterTable('registrations').dropColumn('search_name').dropColumn('bib_released_at').dropColumn('deleted_by').dropColumn('deleted_at').execute();
}
