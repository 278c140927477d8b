import { sql, type Kysely } from 'kysely';

/**
 * Issue 13: an athlete's connection to a watch platform (Garmin), one per user and program ('health' for activities,
 * 'training' for workouts). While consenting it holds the OAuth request token; once connected, the user access token.
 * Secrets and access tokens are sealed (AES-256-GCM, adapters/wearables/token-cipher.ts) and never leave the server.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wearable_connections')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('api', 'text', (c) => c.notNull().check(sql`api in ('health', 'training')`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('request_token', 'text')
    .addColumn('request_secret_sealed', 'text')
    .addColumn('requested_at', 'timestamptz')
    .addColumn('access_token_sealed', 'text')
    .addColumn('access_secret_sealed', 'text')
    .addColumn('provider_user_id', 'text')
    .addColumn('connected_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('wearable_connections_pk', ['user_id', 'api'])
    .execute();
  await db.schema.createIndex('wearable_connections_request_token_idx').on('wearable_connections').column('request_token').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wearable_connections').execute();
}
