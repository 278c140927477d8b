import { CHAT_MESSAGES_PER_MINUTE, messages, type AccountView, type AthleteChatChannel, type ChatMessage, type ChatPage, type ChatStreamPayload } from '@dorsal/core';
import type { Db, DbExecutor } from '../../../db/database.ts';
import { AppError, notFound, unauthorized } from '../../../lib/errors.ts';
import { publish } from '../../../lib/realtime/index.ts';
import type { RequireChallengeAccess } from '../challenge-access.ts';
import { chatTopics } from './chat-topics.ts';
import type { ChallengeChatRepository, ChatChannelFilter, ChatMessageRow } from './chat.repository.ts';

const t = messages.challengeChat;

export function chatMessageView(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    type: 'text',
    text: row.text,
    topic: row.topic === 'athlete' ? row.athleteId! : row.topic,
    athleteId: row.athleteId,
    userIdCreate: row.authorId,
    fromOrganizer: row.topic !== 'organizer',
    date: new Date(row.createdAt).toISOString(),
    hidden: row.hiddenAt !== null,
  };
}

export interface ChatServiceDeps {
  db: Db;
  repository: ChallengeChatRepository;
  requireChallengeAccess: RequireChallengeAccess;
  /** Messages one person may send per challenge and minute. */
  messagesPerMinute?: number;
}

/**
 * The challenge chat's rules. A participant reads the public messages and their own conversation and writes to the
 * organizer; the organizer side (owner, managers, platform admin: policy action 'chat') reads everything, answers one
 * athlete or everyone, and hides messages. Each new or hidden message is published, in its transaction, on the topic
 * of its audience and on the organizer's.
 */
export function createChallengeChatService({ db, repository, requireChallengeAccess, messagesPerMinute = CHAT_MESSAGES_PER_MINUTE }: ChatServiceDeps) {
  async function requireParticipant(user: AccountView | null, challengeId: string) {
    if (!(await repository.challengeExists(challengeId))) throw notFound(messages.challengeOrganizer.notFound);
    if (!user) throw unauthorized();
    const participant = await repository.participant(challengeId, user.id);
    if (!participant) throw new AppError(403, 'forbidden', t.notParticipant);
    return participant;
  }

  async function page(filter: ChatChannelFilter, before: number | undefined, limit: number): Promise<ChatPage> {
    const rows = await repository.page(filter, before, limit);
    return { messages: rows.slice(0, limit).reverse().map(chatMessageView), hasEarlier: rows.length > limit };
  }

  async function checkRate(trx: DbExecutor, challengeId: string, authorId: string) {
    if ((await repository.sentInLastMinute(challengeId, authorId, trx)) >= messagesPerMinute) throw new AppError(429, 'too_many_requests', t.tooMany);
  }

  /** Inserts and publishes: on the audience's topic and on the organizer's. */
  async function post(values: Parameters<ChallengeChatRepository['insert']>[1]): Promise<ChatMessage> {
    return db.transaction().execute(async (trx) => {
      await checkRate(trx, values.challengeId, values.authorId);
      const message = chatMessageView(await repository.insert(trx, values));
      const payload: ChatStreamPayload = { kind: 'message', message };
      const audience = values.athleteId === null ? chatTopics.public(values.challengeId) : chatTopics.athlete(values.challengeId, values.athleteId);
      await publish(trx, audience, payload);
      await publish(trx, chatTopics.staff(values.challengeId), payload);
      return message;
    });
  }

  const athleteFilter = (challengeId: string, userId: string, channel: AthleteChatChannel): ChatChannelFilter => ({
    challengeId,
    athleteId: channel === 'public' ? null : userId,
    withHidden: false,
  });

  async function staffChannel(challengeId: string, channel: string): Promise<string | null> {
    if (channel === 'public') return null;
    if (!(await repository.participant(challengeId, channel))) throw new AppError(404, 'not_found', t.noAthlete);
    return channel;
  }

  return {
    athlete: {
      requireParticipant,
      async history(user: AccountView | null, challengeId: string, channel: AthleteChatChannel, before: number | undefined, limit: number) {
        const participant = await requireParticipant(user, challengeId);
        return page(athleteFilter(challengeId, participant.userId, channel), before, limit);
      },
      /** The stream's topic and its snapshot (the newest page), after the participant check. */
      async stream(user: AccountView | null, challengeId: string, channel: AthleteChatChannel) {
        const participant = await requireParticipant(user, challengeId);
        const topic = channel === 'public' ? chatTopics.public(challengeId) : chatTopics.athlete(challengeId, participant.userId);
        return { topic, initial: () => page(athleteFilter(challengeId, participant.userId, channel), undefined, 50) };
      },
      async unread(user: AccountView | null, challengeId: string) {
        const participant = await requireParticipant(user, challengeId);
        return repository.athleteUnread(challengeId, participant.userId);
      },
      async send(user: AccountView | null, challengeId: string, text: string) {
        const participant = await requireParticipant(user, challengeId);
        return post({ challengeId, topic: 'organizer', athleteId: participant.userId, authorId: participant.userId, text });
      },
      async read(user: AccountView | null, challengeId: string, channel: AthleteChatChannel, lastId: number) {
        const participant = await requireParticipant(user, challengeId);
        await repository.markRead(challengeId, participant.userId, channel === 'public' ? 'public' : participant.userId, lastId);
      },
    },

    staff: {
      async conversations(user: AccountView | null, challengeId: string) {
        const { challenge } = await requireChallengeAccess(user, challengeId, 'chat');
        const rows = await repository.conversations(challenge.id, user!.id);
        return {
          conversations: rows.map((row) => ({
            athleteId: row.athleteId!,
            name: row.firstNames ? `${row.firstNames} ${row.lastNames ?? ''}`.trim() : row.athleteId!,
            raceNumber: row.raceNumber ?? null,
            lastText: row.last.text,
            lastDate: new Date(row.last.createdAt).toISOString(),
            unread: row.unread,
          })),
          publicCount: await repository.publicCount(challenge.id),
        };
      },
      async findAthlete(user: AccountView | null, challengeId: string, raceNumber: number) {
        await requireChallengeAccess(user, challengeId, 'chat');
        const found = await repository.participantByNumber(challengeId, raceNumber);
        if (!found) throw new AppError(404, 'not_found', t.noRaceNumber);
        return { athleteId: found.userId, name: `${found.firstNames} ${found.lastNames}`.trim(), raceNumber: found.raceNumber };
      },
      async history(user: AccountView | null, challengeId: string, channel: string, before: number | undefined, limit: number) {
        await requireChallengeAccess(user, challengeId, 'chat');
        const athleteId = await staffChannel(challengeId, channel);
        return page({ challengeId, athleteId, withHidden: true }, before, limit);
      },
      async stream(user: AccountView | null, challengeId: string) {
        await requireChallengeAccess(user, challengeId, 'chat');
        return { topic: chatTopics.staff(challengeId) };
      },
      async send(user: AccountView | null, challengeId: string, channel: string, text: string) {
        await requireChallengeAccess(user, challengeId, 'chat');
        const athleteId = await staffChannel(challengeId, channel);
        return post({ challengeId, topic: athleteId === null ? 'public' : 'athlete', athleteId, authorId: user!.id, text });
      },
      async hide(user: AccountView | null, challengeId: string, messageId: number) {
        await requireChallengeAccess(user, challengeId, 'chat');
        return db.transaction().execute(async (trx) => {
          const before = await repository.find(challengeId, messageId, trx);
          if (!before) throw new AppError(404, 'not_found', t.notFound);
          const row = (await repository.hide(trx, challengeId, messageId, user!.id))!;
          const message = chatMessageView(row);
          if (before.hiddenAt === null) {
            const audience = row.athleteId === null ? chatTopics.public(challengeId) : chatTopics.athlete(challengeId, row.athleteId);
            await publish(trx, audience, { kind: 'hidden', id: row.id } satisfies ChatStreamPayload);
            await publish(trx, chatTopics.staff(challengeId), { kind: 'hidden', id: row.id, message } satisfies ChatStreamPayload);
          }
          return message;
        });
      },
      async read(user: AccountView | null, challengeId: string, channel: string, lastId: number) {
        await requireChallengeAccess(user, challengeId, 'chat');
        await staffChannel(challengeId, channel);
        await repository.markRead(challengeId, user!.id, channel, lastId);
      },
    },
  };
}
export type ChallengeChatService = ReturnType<typeof createChallengeChatService>;
