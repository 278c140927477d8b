import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { challengeChatApi, routePath, type RouteAnswer } from '@dorsal/core';
import { apiFetch } from '../../../../shared/http/apiFetch.ts';
import { useServerEvents } from '../../../../shared/http/useServerEvents.ts';
import { isChatPayload, mergeChatPayload, useChatHistory } from '../../chat/chatCache.ts';

const api = challengeChatApi;
/** `channel`: 'public' or an athlete's user id. */
export const staffChatKey = (challengeId: string, channel: string) => ['challenge', challengeId, 'chat', 'staff', channel] as const;
const conversationsKey = (challengeId: string) => ['challenge', challengeId, 'chat', 'staff-conversations'] as const;

export function useConversations(challengeId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: conversationsKey(challengeId),
    queryFn: ({ signal }) => apiFetch<RouteAnswer<typeof api.conversations>>(routePath(api.conversations, { challengeId }), { signal }),
  });
}

export function useFindAthlete(challengeId: string) {
  return useMutation({
    mutationFn: (raceNumber: string) => apiFetch<RouteAnswer<typeof api.findAthlete>>(routePath(api.findAthlete, { challengeId }, { raceNumber })),
  });
}

export function useStaffChat(challengeId: string, channel: string) {
  return useChatHistory(staffChatKey(challengeId, channel), (before, signal) =>
    apiFetch<RouteAnswer<typeof api.staffHistory>>(routePath(api.staffHistory, { challengeId }, { channel, before }), { signal }),
  );
}

export function useStaffSend(challengeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { channel: string; text: string }) => apiFetch<RouteAnswer<typeof api.staffSend>>(routePath(api.staffSend, { challengeId }), { method: 'POST', body }),
    onSuccess: ({ message }, { channel }) => {
      mergeChatPayload(client, staffChatKey(challengeId, channel), { kind: 'message', message });
      void client.invalidateQueries({ queryKey: conversationsKey(challengeId) });
    },
  });
}

export function useHideMessage(challengeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => apiFetch<RouteAnswer<typeof api.hide>>(routePath(api.hide, { challengeId, messageId }), { method: 'POST' }),
    onSuccess: ({ message }) => mergeChatPayload(client, staffChatKey(challengeId, message.athleteId ?? 'public'), { kind: 'hidden', id: message.id, message }),
  });
}

export function useStaffMarkRead(challengeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { channel: string; lastId: number }) => apiFetch(routePath(api.staffRead, { challengeId }), { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationsKey(challengeId) }),
  });
}

/** Every new or hidden message of the challenge, live: merged into its channel's history; the conversation list read again. */
export function useStaffChatStream(challengeId: string, enabled = true) {
  const client = useQueryClient();
  return useServerEvents(routePath(api.staffStream, { challengeId }), {
    onChange: (payload) => {
      if (isChatPayload(payload)) {
        const channel = payload.kind === 'message' ? (payload.message.athleteId ?? 'public') : (payload.message?.athleteId ?? 'public');
        mergeChatPayload(client, staffChatKey(challengeId, channel), payload);
      }
      void client.invalidateQueries({ queryKey: conversationsKey(challengeId) });
    },
    onSnapshot: () => void client.invalidateQueries({ queryKey: ['challenge', challengeId, 'chat'] }),
  }, enabled);
}

/** Messages from athletes the organizer side has not read yet, across every conversation (kept live by the stream). */
export function useStaffUnread(challengeId: string, enabled: boolean): number {
  const conversations = useConversations(challengeId, enabled);
  useStaffChatStream(challengeId, enabled);
  return (conversations.data?.conversations ?? []).reduce((sum, conversation) => sum + conversation.unread, 0);
}
