import { sql } from 'kysely';
import type { Db, DbExecutor } from '../../../db/database.ts';

export type ChatMessageRow = {
  id: number;
  challengeId: string;
  topic: 'public' | 'organizer' | 'athlete';
  athleteId: string | null;
  authorId: string | null;
  text: string;
  createdAt: Date;
  hiddenAt: Date | null;
};

/** Which messages a page reads: the public ones, or one athlete's conversation; `withHidden` for the organizer side. */
export interface ChatChannelFilter {
  challengeId: string;
  /** null: the public messages. */
  athleteId: string | null;
  withHidden: boolean;
}

const columns = ['id', 'challengeId', 'topic', 'athleteId', 'authorId', 'text', 'createdAt', 'hiddenAt'] as const;

/** A challenge's active participants as the chat names them. */
const activeParticipants = (executor: DbExecutor, challengeId: string) =>
  executor
    .selectFrom('challengeParticipants')
    .select(['userId', 'firstNames', 'lastNames', 'raceNumber'])
    .where('challengeId', '=', challengeId)
    .where('active', '=', true);

/** The challenge chat's tables: messages, read markers, and the look-ups the access checks need. */
export function createChallengeChatRepository(db: Db) {
  return {
    async challengeExists(challengeId: string): Promise<boolean> {
      return (await db.selectFrom('challenges').select('id').where('id', '=', challengeId).executeTakeFirst()) !== undefined;
    },

    async participant(challengeId: string, userId: string, executor: DbExecutor = db) {
      return activeParticipants(executor, challengeId).where('userId', '=', userId).executeTakeFirst();
    },

    async participantByNumber(challengeId: string, raceNumber: number) {
      return activeParticipants(db, challengeId).where('raceNumber', '=', raceNumber).executeTakeFirst();
    },

    /** The newest `limit` messages of a channel before `before` (newest first), plus one more to tell if there are earlier ones. */
    async page(filter: ChatChannelFilter, before: number | undefined, limit: number): Promise<ChatMessageRow[]> {
      let query = db.selectFrom('challengeChatMessages').select(columns).where('challengeId', '=', filter.challengeId);
      query = filter.athleteId === null ? query.where('topic', '=', 'public') : query.where('athleteId', '=', filter.athleteId);
      if (!filter.withHidden) query = query.where('hiddenAt', 'is', null);
      if (before !== undefined) query = query.where('id', '<', before);
      return query.orderBy('id', 'desc').limit(limit + 1).execute();
    },

    async find(challengeId: string, id: number, executor: DbExecutor = db): Promise<ChatMessageRow | undefined> {
      return executor.selectFrom('challengeChatMessages').select(columns).where('challengeId', '=', challengeId).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Messages `authorId` wrote in the challenge during the last minute (the per-user rate limit). Takes a transaction
     * lock per author and challenge first, so simultaneous sends of one person are counted one after another.
     */
    async sentInLastMinute(challengeId: string, authorId: string, executor: DbExecutor): Promise<number> {
      await sql`select pg_advisory_xact_lock(hashtext(${`challenge-chat:${challengeId}:${authorId}`}))`.execute(executor);
      const row = await executor
        .selectFrom('challengeChatMessages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('challengeId', '=', challengeId)
        .where('authorId', '=', authorId)
        .where('createdAt', '>', sql<Date>`now() - interval '1 minute'`)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(
      executor: DbExecutor,
      values: { challengeId: string; topic: ChatMessageRow['topic']; athleteId: string | null; authorId: string; text: string },
    ): Promise<ChatMessageRow> {
      return executor.insertInto('challengeChatMessages').values({ ...values, hiddenAt: null, hiddenBy: null }).returning(columns).executeTakeFirstOrThrow();
    },

    /** Hides a message once (the first moderator's time stays); answers the row, or undefined when it is not in the challenge. */
    async hide(executor: DbExecutor, challengeId: string, id: number, by: string): Promise<ChatMessageRow | undefined> {
      await executor
        .updateTable('challengeChatMessages')
        .set({ hiddenAt: new Date(), hiddenBy: by })
        .where('challengeId', '=', challengeId)
        .where('id', '=', id)
        .where('hiddenAt', 'is', null)
        .execute();
      return executor.selectFrom('challengeChatMessages').select(columns).where('challengeId', '=', challengeId).where('id', '=', id).executeTakeFirst();
    },

    /** Moves the reader's marker forward only (an older tab cannot make messages unread again). */
    async markRead(challengeId: string, userId: string, channel: string, lastId: number): Promise<void> {
      await db
        .insertInto('challengeChatReads')
        .values({ challengeId, userId, channel, lastReadId: lastId })
        .onConflict((oc) =>
          oc.columns(['challengeId', 'userId', 'channel']).doUpdateSet({ lastReadId: sql<number>`greatest(challenge_chat_reads.last_read_id, excluded.last_read_id)` }),
        )
        .execute();
    },

    /** Visible messages after the reader's marker: public ones, or the organizer's answers in the athlete's conversation. */
    async athleteUnread(challengeId: string, userId: string): Promise<{ public: number; organizer: number }> {
      const marker = (channel: string) =>
        sql<number>`coalesce((select r.last_read_id from challenge_chat_reads r where r.challenge_id = ${challengeId} and r.user_id = ${userId} and r.channel = ${channel}), 0)`;
      const row = await db
        .selectFrom('challengeChatMessages as m')
        .select([
          sql<number>`count(*) filter (where m.topic = 'public' and m.id > ${marker('public')})`.as('public'),
          sql<number>`count(*) filter (where m.topic = 'athlete' and m.athlete_id = ${userId} and m.id > ${marker(userId)})`.as('organizer'),
        ])
        .where('m.challengeId', '=', challengeId)
        .where('m.hiddenAt', 'is', null)
        .where((eb) => eb.or([eb('m.topic', '=', 'public'), eb('m.athleteId', '=', userId)]))
        .executeTakeFirstOrThrow();
      return { public: Number(row.public), organizer: Number(row.organizer) };
    },

    /** Every athlete conversation of the challenge, newest first: the last message and what the athletes wrote after `readerId`'s marker. */
    async conversations(challengeId: string, readerId: string) {
      const rows = await db
        .selectFrom('challengeChatMessages as m')
        .leftJoin('challengeChatReads as r', (join) =>
          join.onRef('r.challengeId', '=', 'm.challengeId').onRef('r.channel', '=', 'm.athleteId').on('r.userId', '=', readerId),
        )
        .leftJoin('challengeParticipants as p', (join) => join.onRef('p.challengeId', '=', 'm.challengeId').onRef('p.userId', '=', 'm.athleteId'))
        .select([
          'm.athleteId',
          'p.firstNames',
          'p.lastNames',
          'p.raceNumber',
          sql<number>`max(m.id)`.as('lastId'),
          sql<number>`count(*) filter (where m.topic = 'organizer' and m.hidden_at is null and m.id > coalesce(r.last_read_id, 0))`.as('unread'),
        ])
        .where('m.challengeId', '=', challengeId)
        .where('m.athleteId', 'is not', null)
        .groupBy(['m.athleteId', 'p.firstNames', 'p.lastNames', 'p.raceNumber', 'r.lastReadId'])
        .orderBy(sql`max(m.id)`, 'desc')
        .limit(1000)
        .execute();
      const lastIds = rows.map((row) => Number(row.lastId));
      const last = lastIds.length === 0 ? [] : await db.selectFrom('challengeChatMessages').select(['id', 'text', 'createdAt']).where('id', 'in', lastIds).execute();
      const byId = new Map(last.map((row) => [row.id, row]));
      return rows.map((row) => ({ ...row, unread: Number(row.unread), last: byId.get(Number(row.lastId))! }));
    },

    async publicCount(challengeId: string): Promise<number> {
      const row = await db
        .selectFrom('challengeChatMessages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('challengeId', '=', challengeId)
        .where('topic', '=', 'public')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type ChallengeChatRepository = ReturnType<typeof createChallengeChatRepository>;
