import { sql, type Kysely } from 'kysely';

/**
 * Organizers (issue 10): the business behind events, with its look (colour, logo, privacy notice) and its own team,
 * who run every event of the organizer. Each account that owns events gets an organizer in its name with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organizers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text')
    .addColumn('privacy_link', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('legacy_business_id', 'text', (c) => c.unique())
    .addColumn('owner_seed', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('organizer_members')
    .addColumn('organizer_id', 'integer', (c) => c.notNull().references('organizers.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'manager')`))
    .addColumn('added_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('organizer_members_pk', ['organizer_id', 'user_id'])
    .execute();
  await db.schema.createIndex('organizer_members_user_idx').on('organizer_members').column('user_id').execute();

  await db.schema
    .createTable('organizer_changes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('organizer_id', 'integer', (c) => c.notNull().references('organizers.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('events').addColumn('organizer_id', 'integer', (c) => c.references('organizers.id').onDelete('restrict')).execute();
  await db.schema.createIndex('events_organizer_idx').on('events').column('organizer_id').execute();

  // Existing owners: one organizer each, named after them, holding the events they own.
  await sql`
    insert into organizers (name, owner_seed)
    select coalesce(nullif(u.name, ''), u.email), u.id from users u
    where exists (select 1 from event_staff s where s.user_id = u.id and s.role = 'owner')`.execute(db);
  await sql`insert into organizer_members (organizer_id, user_id, role) select id, owner_seed, 'owner' from organizers where owner_seed is not null`.execute(db);
  await sql`
    update events e set organizer_id = o.id
    from event_staff s join organizers o on o.owner_seed = s.user_id
    where s.event_id = e.id and s.role = 'owner'`.execute(db);
  await db.schema.alterTable('organizers').dropColumn('owner_seed').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('organizer_id').execute();
  await db.schema.dropTable('organizer_changes').execute();
  await db.schema.dropTable('organizer_members').execute();
  await db.schema.dropTable('organizers').execute();
}
