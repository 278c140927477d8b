import type { Kysely } from 'kysely';

/** Organizers switch a discount code off (and on again) without losing its uses: `discount_codes.active`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('discount_codes').addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('discount_codes').dropColumn('active').execute();
}
