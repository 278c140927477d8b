import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { messages, type ChatMessage } from '@dorsal/core';
import { formatDateTime } from '../../../shared/formatting/dates.ts';

const t = messages.challengeChat;

export interface MessageListProps {
  label: string;
  items: ChatMessage[];
  empty: string;
  /** Whether a message is the reader's own side (shown on the right). */
  mine: (message: ChatMessage) => boolean;
  author: (message: ChatMessage) => string;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** The organizer's per-message action (hide). */
  action?: (message: ChatMessage) => ReactNode;
  maxHeight?: number | string;
}

/**
 * A conversation, the newest message at the bottom (kept in view when one arrives), 'Ver mensajes anteriores' on top.
 * Text is shown as typed, as text (React escapes it; line breaks kept).
 */
export function MessageList({ label, items, empty, mine, author, hasEarlier, loadingEarlier, onLoadEarlier, action, maxHeight = 420 }: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const newest = items.at(-1)?.id;
  useEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);

  return (
    <Box ref={box} role="log" aria-label={label} aria-live="polite" tabIndex={0} sx={{ overflowY: 'auto', maxHeight, px: 0.5, py: 1 }}>
      {hasEarlier && (
        <Box sx={{ textAlign: 'center', mb: 1 }}>
          <Button size="small" onClick={onLoadEarlier} disabled={loadingEarlier}>
            {t.loadEarlier}
          </Button>
        </Box>
      )}
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {empty}
        </Typography>
      ) : (
        <Stack spacing={1}>
          {items.map((message) => {
            const own = mine(message);
            return (
              <Box key={message.id} data-testid="chat-message" sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}>
                <Box
                  sx={{
                    maxWidth: '85%',
                    px: 1.5,
                    py: 1,
                    borderRadius: 2,
                    // A hidden message (the organizer's view): outlined and plain, readable (no faded text).
                    bgcolor: message.hidden ? 'background.paper' : own ? 'primary.main' : 'grey.100',
                    color: own && !message.hidden ? 'primary.contrastText' : 'text.primary',
                    border: message.hidden ? '1px dashed' : 'none',
                    borderColor: 'divider',
                  }}
                >
                  <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
                    {author(message)} · {formatDateTime(message.date)}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {message.text}
                  </Typography>
                  {(message.hidden || action) && (
                    <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center', justifyContent: 'flex-end' }}>
                      {message.hidden && <Chip size="small" label={t.hiddenLabel} />}
                      {!message.hidden && action?.(message)}
                    </Stack>
                  )}
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
