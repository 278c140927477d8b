import type { Kysely } from 'kysely';

/**
 * A registration made on an organizer's website keeps where its confirmation lives there (`https://host/{route}`):
 * its mails link to the site's own `/{route}/{idregistro}` instead of the product's host (issue 15).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registrations').addColumn('site_link', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registrations').dropColumn('site_link').execute();
}
