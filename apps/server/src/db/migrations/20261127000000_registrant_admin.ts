import { sql, type Kysely } from 'kysely';

/** Accented letters the name search ignores; `packages/core` `searchableText` folds the same way. */
export const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
export const PLAIN = 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC';

/**
 * Registrant administration (issue 11) and authorised users: a registrant deleted by staff keeps its row, its place and its bib
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

  // Authorised users: who gave each role, and invitations for addresses without an account yet.
  await db.schema.alterTable('event_staff').addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.schema
    .createTable('event_invitations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('organizerManager', 'clientManager', 'pointOfSale')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique()) // SHA-256 of the link's token
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('event_invitations_event_idx').on('event_invitations').column('event_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_invitations').execute();
  await db.schema.alterTable('event_staff').dropColumn('invited_by').execute();
  await db.schema.dropIndex('registration_changes_newest_idx').execute();
  await db.schema.dropIndex('registrations_event_newest_idx').execute();
  await db.schema.alterTable('registrations').dropColumn('search_name').dropColumn('bib_released_at').dropColumn('deleted_by').dropColumn('deleted_at').execute();
}
