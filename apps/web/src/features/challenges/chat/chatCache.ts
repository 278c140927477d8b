import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatPage, ChatStreamPayload } from '@dorsal/core';

/** A channel's history in the query cache: the newest page first, 'load earlier' appends older pages. */
export type ChatPages = InfiniteData<ChatPage, number | null>;
export type ChatKey = readonly unknown[];

export function useChatHistory(key: ChatKey, load: (before: number | null, signal: AbortSignal) => Promise<ChatPage>, enabled = true) {
  return useInfiniteQuery<ChatPage, Error, ChatPages, ChatKey, number | null>({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => load(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last: ChatPage) => (last.hasEarlier && last.messages.length > 0 ? last.messages[0]!.id : undefined),
    enabled,
  });
}

/** Every loaded message, oldest first (the newest at the bottom). */
export const loadedMessages = (data: Pick<ChatPages, 'pages'> | undefined): ChatMessage[] => (data ? [...data.pages].reverse().flatMap((page) => page.messages) : []);

/**
 * Merges a streamed payload into a channel's cached history, idempotently (a message can come in a page and live):
 * a new message goes to the newest page once; a hidden one is removed (athletes) or replaced by its hidden version
 * (the organizer). A channel not loaded yet is left alone: it reads the server when it is shown.
 */
export function mergeChatPayload(client: QueryClient, key: ChatKey, payload: ChatStreamPayload) {
  client.setQueryData<ChatPages>(key, (data) => {
    if (!data || data.pages.length === 0) return data;
    if (payload.kind === 'message') {
      const { message } = payload;
      if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
      const [newest, ...older] = data.pages;
      return { ...data, pages: [{ ...newest!, messages: [...newest!.messages, message].sort((a, b) => a.id - b.id) }, ...older] };
    }
    const replacement = payload.message;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        messages: replacement ? page.messages.map((m) => (m.id === payload.id ? replacement : m)) : page.messages.filter((m) => m.id !== payload.id),
      })),
    };
  });
}

export const isChatPayload = (value: unknown): value is ChatStreamPayload =>
  typeof value === 'object' && value !== null && ((value as { kind?: unknown }).kind === 'message' || (value as { kind?: unknown }).kind === 'hidden');
