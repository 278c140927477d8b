import type { Kysely } from 'kysely';

/**
 * Paged results (issue 18): each modality counts the changes to its results (`modalities.results_version`),
 * so a change to one modality (a passing) leaves the cached pages and report order of the others as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('modalities').addColumn('results_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('modalities').dropColumn('results_version').execute();
}
