import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { challengeChatApi, routePath, type AthleteChatChannel, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../../shared/http/apiFetch.ts';
import { useServerEvents } from '../../../../shared/http/useServerEvents.ts';
import { isChatPayload, mergeChatPayload, useChatHistory } from '../../chat/chatCache.ts';

const api = challengeChatApi;
export const athleteChatKey = (challengeId: string, channel: AthleteChatChannel) => ['challenge', challengeId, 'chat', 'athlete', channel] as const;
const unreadKey = (challengeId: string) => ['challenge', challengeId, 'chat', 'athlete', 'unread'] as const;

export function useAthleteChat(challengeId: string, channel: AthleteChatChannel) {
  return useChatHistory(athleteChatKey(challengeId, channel), (before, signal) =>
    apiFetch<RouteAnswer<typeof api.history>>(routePath(api.history, { challengeId }, { channel, before }), { signal }),
  );
}

export function useAthleteUnread(challengeId: string) {
  return useQuery({ queryKey: unreadKey(challengeId), queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof api.unread>>(routePath(api.unread, { challengeId }), { signal }) });
}

export function useSendToOrganizer(challengeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiFetch<RouteAnswer<typeof api.send>>(routePath(api.send, { challengeId }), { method: 'POST', body: { text } }),
    onSuccess: ({ message }) => mergeChatPayload(client, athleteChatKey(challengeId, 'organizer'), { kind: 'message', message }),
  });
}

export function useMarkRead(challengeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { channel: AthleteChatChannel; lastId: number }) => apiFetch(routePath(api.read, { challengeId }), { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: unreadKey(challengeId) }),
  });
}

/** Follows one channel live while the challenge page is open: new and hidden messages go into the cache, the unread badge is read again. */
export function useAthleteChatStream(challengeId: string, channel: AthleteChatChannel) {
  const client = useQueryClient();
  const key = athleteChatKey(challengeId, channel);
  return useServerEvents(routePath(api.stream, { challengeId }, { channel }), {
    onChange: (payload) => {
      if (isChatPayload(payload)) mergeChatPayload(client, key, payload);
      void client.invalidateQueries({ queryKey: unreadKey(challengeId) });
    },
    onSnapshot: () => {
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: unreadKey(challengeId) });
    },
  });
}
