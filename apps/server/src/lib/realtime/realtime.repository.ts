import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Db | Transaction<Database>;

/** A stored message: `data` is its payload as JSON text, ready for an SSE frame. */
export interface StoredMessage {
  topic: string;
  seq: number;
  data: string;
}

/** `realtime_<schema>`: NOTIFY reaches every session of the database, so each schema has its own channel. */
export const channelSql = sql<string>`'realtime_' || current_schema()`;

/**
 * Stores a message in the caller's transaction and NOTIFYs its sequence number. The topic row is
 * locked until commit, so a topic's publishers queue and its sequence numbers commit in order with no
 * gaps; PostgreSQL sends NOTIFY only on commit (nothing on rollback), in commit order.
 */
export async function insertMessage(executor: Executor, topic: string, payload: unknown): Promise<number> {
  const { rows } = await sql<{ seq: number }>`
    with topic as (
      insert into realtime_topics (topic, last_seq) values (${topic}, 1)
      on conflict (topic) do update set last_seq = realtime_topics.last_seq + 1
      returning last_seq
    ), message as (
      insert into realtime_messages (topic, seq, payload) select ${topic}, last_seq, ${JSON.stringify(payload)}::jsonb from topic
      returning seq
    )
    select seq, pg_notify(${channelSql}, seq || ' ' || ${topic})::text as notified from message`.execute(executor);
  return rows[0]!.seq;
}

export function createRealtimeRepository(db: Db) {
  return {
    async channel(): Promise<string> {
      const { rows } = await sql<{ channel: string }>`select ${channelSql} as channel`.execute(db);
      return rows[0]!.channel;
    },

    async lastSeq(topic: string): Promise<number> {
      const row = await db.selectFrom('realtimeTopics').select('lastSeq').where('topic', '=', topic).executeTakeFirst();
      return row?.lastSeq ?? 0;
    },

    /** Messages of one topic with after < seq ≤ upTo, in order. */
    async range(topic: string, after: number, upTo: number): Promise<StoredMessage[]> {
      const { rows } = await sql<StoredMessage>`
        select topic, seq, payload::text as data from realtime_messages
        where topic = ${topic} and seq > ${after} and seq <= ${upTo} order by seq`.execute(db);
      return rows;
    },

    /** For each topic, the messages after its position, in order; at most `limit` in all. */
    async newer(positions: ReadonlyArray<{ topic: string; after: number }>, limit: number): Promise<StoredMessage[]> {
      if (positions.length === 0) return [];
      const { rows } = await sql<StoredMessage>`
        select m.topic, m.seq, m.payload::text as data
        from realtime_messages m
        join unnest(${positions.map((p) => p.topic)}::text[], ${positions.map((p) => p.after)}::bigint[]) as p(topic, after)
          on m.topic = p.topic and m.seq > p.after
        order by m.topic, m.seq
        limit ${limit}`.execute(db);
      return rows;
    },

    async pruneOlderThan(retentionMs: number): Promise<number> {
      const result = await db
        .deleteFrom('realtimeMessages')
        .where('createdAt', '<', sql<Date>`now() - make_interval(secs => ${retentionMs / 1000})`)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type RealtimeRepository = ReturnType<typeof createRealtimeRepository>;
