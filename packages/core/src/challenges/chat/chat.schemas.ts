import { z } from 'zod';
import { messages } from '../../i18n/messages.ts';
import { fill } from '../../i18n/fill.ts';
import { safeText } from '../../validation/safe-text.ts';
import { challengeIdParams } from '../athlete/athlete.schemas.ts';

const t = messages.challengeChat;

/** Longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 1000;
/** Messages one person may send per challenge and minute. */
export const CHAT_MESSAGES_PER_MINUTE = 10;
/** Messages per page of history. */
export const CHAT_PAGE_SIZE = 50;

/**
 * One chat message as the spec names it: type 'text', the text as typed (always shown as text, never HTML), its topic
 * ('public': the organizer to everyone; 'organizer': an athlete to the organizer; an athlete's user id: the organizer
 * answering that athlete), who wrote it and when. `athleteId` is the conversation it belongs to (null for public).
 */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  type: z.literal('text'),
  text: z.string(),
  topic: z.string(),
  athleteId: z.string().nullable(),
  userIdCreate: z.string().nullable(),
  fromOrganizer: z.boolean(),
  date: z.string(),
  /** Only the organizer side ever sees hidden messages. */
  hidden: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A page of history, oldest first; `hasEarlier` offers 'load earlier'. */
export const chatPageSchema = z.object({ messages: z.array(chatMessageSchema), hasEarlier: z.boolean() });
export type ChatPage = z.infer<typeof chatPageSchema>;

/** The athlete's two channels: the organizer's public messages and their own conversation with the organizer. */
export const athleteChatChannels = ['public', 'organizer'] as const;
export type AthleteChatChannel = (typeof athleteChatChannels)[number];

export const chatHistoryQuerySchema = z.object({
  /** Messages before this id (the oldest one shown): 'load earlier'. */
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_PAGE_SIZE),
});
export const athleteChatQuerySchema = chatHistoryQuerySchema.extend({ channel: z.enum(athleteChatChannels) });
export const athleteChatStreamQuerySchema = z.object({ channel: z.enum(athleteChatChannels), lastEventId: z.string().max(20).optional() });

/** The organizer side's channel: 'public' or an athlete's user id. */
const channelSchema = z.string().min(1).max(100);
export const organizerChatQuerySchema = chatHistoryQuerySchema.extend({ channel: channelSchema });

export const chatTextSchema = safeText({ error: t.required }, { multiline: true })
  .trim()
  .min(1, t.required)
  .max(CHAT_MESSAGE_MAX, fill(t.tooLong, { max: String(CHAT_MESSAGE_MAX) }));
export const athleteChatSendSchema = z.object({ text: chatTextSchema });
export const organizerChatSendSchema = z.object({ channel: channelSchema, text: chatTextSchema });

export const athleteChatReadSchema = z.object({ channel: z.enum(athleteChatChannels), lastId: z.number().int().min(0) });
export const organizerChatReadSchema = z.object({ channel: channelSchema, lastId: z.number().int().min(0) });

export const athleteChatUnreadSchema = z.object({ public: z.number().int(), organizer: z.number().int() });
export type AthleteChatUnread = z.infer<typeof athleteChatUnreadSchema>;

/** One athlete's conversation in the organizer's list. */
export const chatConversationSchema = z.object({
  athleteId: z.string(),
  name: z.string(),
  raceNumber: z.number().int().nullable(),
  lastText: z.string(),
  lastDate: z.string(),
  unread: z.number().int(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** The organizer looks an athlete up by race number to write to them first. */
export const chatAthleteQuerySchema = z.object({ raceNumber: z.coerce.number({ error: t.noRaceNumber }).int(t.noRaceNumber).min(1, t.noRaceNumber).max(1_000_000, t.noRaceNumber) });
export const chatAthleteSchema = z.object({ athleteId: z.string(), name: z.string(), raceNumber: z.number().int() });
export type ChatAthlete = z.infer<typeof chatAthleteSchema>;

export const chatMessageParams = challengeIdParams.extend({ messageId: z.coerce.number().int().min(1) });

/**
 * What the chat streams publish (SSE `data`): a new message, or a hidden one (athletes get only its id and remove it;
 * the organizer gets the message marked hidden).
 */
export type ChatStreamPayload = { kind: 'message'; message: ChatMessage } | { kind: 'hidden'; id: number; message?: ChatMessage };
