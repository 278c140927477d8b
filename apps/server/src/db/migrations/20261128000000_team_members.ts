import { sql, type Kysely } from 'kysely';

/** Relays and teams (issue 10): a registration of a modality whose team size is above 1 names its other members. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registrations').addColumn('team_members', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registrations').dropColumn('team_members').execute();
}
