import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

/**
 * The two shared mechanisms (lib/realtime, lib/jobs). Realtime: one row per topic holds its last
 * sequence number (the publishers of a topic queue on it, so sequence order is commit order) and one
 * row per published message, kept for a retention window so clients can resume. Jobs: one table;
 * a job is `queued` (due at run_at), `running` (run_at is then the end of its lease) or `dead`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('realtime_topics')
    .addColumn('topic', 'text', (c) => c.primaryKey())
    .addColumn('last_seq', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('realtime_messages')
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('realtime_messages_pkey', ['topic', 'seq'])
    .execute();
  await db.schema.createIndex('realtime_messages_created_idx').on('realtime_messages').column('created_at').execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued').check(sql`state in ('queued', 'running', 'dead')`))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dedupe_key', 'text')
    .addColumn('period_ms', 'integer') // recurring jobs only
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').column('run_at').where(sql.ref('state'), '<>', 'dead').execute();
  await db.schema
    .createIndex('jobs_dedupe_idx')
    .on('jobs')
    .columns(['kind', 'dedupe_key'])
    .unique()
    .where(sql<boolean>`state <> 'dead' and dedupe_key is not null`)
    .execute();
  await db.schema.createIndex('jobs_recurring_idx').on('jobs').column('kind').unique().where(sql.ref('period_ms'), 'is not', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['jobs', 'realtime_messages', 'realtime_topics']) await db.schema.dropTable(table).execute();
}
