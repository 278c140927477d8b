import { sql, type Kysely } from 'kysely';

/**
 * The challenge chat (issue 13): messages per challenge — 'public' (the organizer to every participant), 'organizer'
 * (an athlete to the organizer) and 'athlete' (the organizer answering the athlete of `athlete_id`) — with the
 * moderation flag, and each reader's last-read message per conversation for unread counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('challenge_chat_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('challenge_id', 'text', (c) => c.notNull().references('challenges.id').onDelete('cascade'))
    .addColumn('topic', 'text', (c) => c.notNull().check(sql`topic in ('public', 'organizer', 'athlete')`))
    .addColumn('athlete_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.notNull().check(sql`char_length(text) between 1 and 1000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('hidden_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addCheckConstraint('challenge_chat_messages_conversation_ck', sql`(topic = 'public') = (athlete_id is null)`)
    .execute();
  await db.schema.createIndex('challenge_chat_messages_conversation_idx').on('challenge_chat_messages').columns(['challenge_id', 'athlete_id', 'id']).execute();
  await db.schema.createIndex('challenge_chat_messages_author_idx').on('challenge_chat_messages').columns(['author_id', 'created_at']).execute();

  await db.schema
    .createTable('challenge_chat_reads')
    .addColumn('challenge_id', 'text', (c) => c.notNull().references('challenges.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** 'public' or the athlete's user id of a conversation. */
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('last_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('challenge_chat_reads_pk', ['challenge_id', 'user_id', 'channel'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('challenge_chat_reads').execute();
  await db.schema.dropTable('challenge_chat_messages').execute();
}
