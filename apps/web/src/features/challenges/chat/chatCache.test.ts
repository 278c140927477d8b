import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@dorsal/core';
import { loadedMessages, mergeChatPayload, type ChatPages } from './chatCache.ts';

const message = (id: number, text = `m${id}`): ChatMessage => ({ id, type: 'text', text, topic: 'public', athleteId: null, userIdCreate: 'u', fromOrganizer: true, date: '2026-12-01T10:00:00.000Z', hidden: false });
const key = ['chat', 'test'];

function cache(pages: ChatMessage[][]) {
  const client = new QueryClient();
  client.setQueryData<ChatPages>(key, { pages: pages.map((messages) => ({ messages, hasEarlier: false })), pageParams: pages.map((_, i) => (i === 0 ? null : i)) });
  return { client, shown: () => loadedMessages(client.getQueryData<ChatPages>(key)).map((m) => `${m.id}${m.hidden ? 'h' : ''}`) };
}

describe('the chat cache', () => {
  it('shows loaded pages oldest first and adds a live message once, at the bottom', () => {
    const { client, shown } = cache([[message(5), message(6)], [message(1), message(2)]]);
    expect(shown()).toEqual(['1', '2', '5', '6']);
    mergeChatPayload(client, key, { kind: 'message', message: message(7) });
    mergeChatPayload(client, key, { kind: 'message', message: message(7) });
    mergeChatPayload(client, key, { kind: 'message', message: message(2) });
    expect(shown()).toEqual(['1', '2', '5', '6', '7']);
  });

  it('removes a hidden message for athletes and marks it for the organizer', () => {
    const athlete = cache([[message(5), message(6)], [message(1)]]);
    mergeChatPayload(athlete.client, key, { kind: 'hidden', id: 1 });
    expect(athlete.shown()).toEqual(['5', '6']);
    const organizer = cache([[message(5), message(6)]]);
    mergeChatPayload(organizer.client, key, { kind: 'hidden', id: 6, message: { ...message(6), hidden: true } });
    expect(organizer.shown()).toEqual(['5', '6h']);
  });

  it('leaves a channel that is not loaded alone', () => {
    const client = new QueryClient();
    mergeChatPayload(client, key, { kind: 'message', message: message(1) });
    expect(client.getQueryData(key)).toBeUndefined();
  });
});
