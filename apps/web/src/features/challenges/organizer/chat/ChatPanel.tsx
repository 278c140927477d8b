import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { fill, messages, type ChatAthlete, type ChatConversation, type ChatMessage } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { formatDateTime } from '../../../../shared/formatting/dates.ts';
import { LoadingState } from '../../../../shared/ui/LoadingState.tsx';
import { Composer } from '../../chat/Composer.tsx';
import { loadedMessages } from '../../chat/chatCache.ts';
import { MessageList } from '../../chat/MessageList.tsx';
import { useConversations, useFindAthlete, useHideMessage, useStaffChat, useStaffMarkRead, useStaffSend } from './chatApi.ts';

const t = messages.challengeChat;

/**
 * The organizer's 'Mensajes' on /retos-organizador/:id: 'Envía mensajes a los participantes del evento' (public), the
 * athletes' conversations with their unread counts, the chosen one's messages (hidden ones marked) with an answer box,
 * and hiding a message. Everything arrives live (the page holds the stream: see useStaffUnread).
 */
export function ChatPanel({ challengeId }: { challengeId: string }) {
  const conversations = useConversations(challengeId);
  const [channel, setChannel] = useState<string>('public');
  const [found, setFound] = useState<ChatAthlete | null>(null);
  const list = conversations.data?.conversations ?? [];
  const selected = list.find((c) => c.athleteId === channel) ?? (found?.athleteId === channel ? found : undefined);

  return (
    <section aria-labelledby="chat-panel-title">
      <Typography id="chat-panel-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t.panelTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.panelLead}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, gap: 2, alignItems: 'start' }}>
        <Card variant="outlined">
          <List component="div" dense disablePadding>
            <ListItemButton selected={channel === 'public'} onClick={() => setChannel('public')} aria-current={channel === 'public' ? 'true' : undefined}>
              <ListItemText primary={t.toAll} secondary={t.toAllLead} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
            </ListItemButton>
            <Typography component="h3" variant="overline" sx={{ px: 2, pt: 1, display: 'block' }}>
              {t.conversations}
            </Typography>
            {conversations.isPending ? (
              <LoadingState />
            ) : conversations.isError ? (
              <Alert severity="error">{errorMessage(conversations.error)}</Alert>
            ) : list.length === 0 ? (
              <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
                {t.noConversations}
              </Typography>
            ) : (
              list.map((conversation) => <ConversationItem key={conversation.athleteId} conversation={conversation} selected={channel === conversation.athleteId} onSelect={() => setChannel(conversation.athleteId)} />)
            )}
          </List>
          <WriteTo
            challengeId={challengeId}
            onFound={(athlete) => {
              setFound(athlete);
              setChannel(athlete.athleteId);
            }}
          />
        </Card>
        <Card variant="outlined">
          <CardContent>
            <ChannelView key={channel} challengeId={challengeId} channel={channel} title={channel === 'public' ? t.toAll : (selected?.name ?? '')} />
          </CardContent>
        </Card>
      </Box>
    </section>
  );
}

/** 'Escribir a un atleta': opens the conversation with a participant by race number, even before they write. */
function WriteTo({ challengeId, onFound }: { challengeId: string; onFound: (athlete: ChatAthlete) => void }) {
  const [number, setNumber] = useState('');
  const find = useFindAthlete(challengeId);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        find.mutate(number.trim(), { onSuccess: ({ athlete }) => onFound(athlete) });
      }}
      sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography component="h3" variant="overline" sx={{ display: 'block' }}>
        {t.writeTo}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id="chat-race-number"
          size="small"
          label={t.raceNumberLabel}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={find.isError}
          helperText={find.isError ? errorMessage(find.error) : undefined}
        />
        <Button type="submit" variant="outlined" disabled={find.isPending}>
          {t.write}
        </Button>
      </Stack>
    </Box>
  );
}

function ConversationItem({ conversation, selected, onSelect }: { conversation: ChatConversation; selected: boolean; onSelect: () => void }) {
  const secondary = `${conversation.raceNumber !== null ? `${fill(t.raceNumber, { n: conversation.raceNumber })} · ` : ''}${formatDateTime(conversation.lastDate)} · ${conversation.lastText}`;
  return (
    <ListItemButton selected={selected} onClick={onSelect} aria-current={selected ? 'true' : undefined} data-testid="chat-conversation">
      <ListItemText
        primary={
          <Badge color="error" badgeContent={conversation.unread} aria-label={conversation.unread > 0 ? fill(t.unread, { n: conversation.unread }) : undefined} sx={{ '& .MuiBadge-badge': { right: -14 } }}>
            {conversation.name}
          </Badge>
        }
        secondary={secondary}
        slotProps={{ secondary: { noWrap: true } }}
      />
    </ListItemButton>
  );
}

function ChannelView({ challengeId, channel, title }: { challengeId: string; channel: string; title: string }) {
  const history = useStaffChat(challengeId, channel);
  const send = useStaffSend(challengeId);
  const hide = useHideMessage(challengeId);
  const { mutate: markRead } = useStaffMarkRead(challengeId);
  const [hiding, setHiding] = useState<ChatMessage | null>(null);
  const items = loadedMessages(history.data);
  const newest = items.at(-1)?.id ?? 0;
  useEffect(() => {
    if (newest > 0) markRead({ channel, lastId: newest });
  }, [newest, channel, markRead]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {history.isError && <Alert severity="error">{errorMessage(history.error)}</Alert>}
      <MessageList
        label={title}
        items={items}
        empty={history.isPending ? '' : channel === 'public' ? t.noPublic : t.noConversation}
        mine={(message) => message.fromOrganizer}
        author={(message) => (message.fromOrganizer ? t.fromOrganizer : title)}
        hasEarlier={history.hasNextPage}
        loadingEarlier={history.isFetchingNextPage}
        onLoadEarlier={() => void history.fetchNextPage()}
        action={(message) => (
          <Button size="small" variant="outlined" color="inherit" sx={{ py: 0, minWidth: 0 }} onClick={() => setHiding(message)}>
            {t.hide}
          </Button>
        )}
      />
      {hide.isError && <Alert severity="error">{errorMessage(hide.error)}</Alert>}
      <Composer
        id="chat-staff-text"
        label={channel === 'public' ? t.toAll : fill(t.answerTo, { name: title })}
        busy={send.isPending}
        onSend={(text) => send.mutateAsync({ channel, text })}
      />
      <Dialog open={hiding !== null} onClose={() => setHiding(null)} aria-labelledby="chat-hide-title" aria-describedby="chat-hide-text">
        <DialogTitle id="chat-hide-title">{t.hideConfirm}</DialogTitle>
        <DialogContent>
          <DialogContentText id="chat-hide-text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {hiding?.text}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setHiding(null)}>{t.close}</Button>
          <Button
            variant="contained"
            color="error"
            disabled={hide.isPending}
            onClick={() => hiding && hide.mutate(hiding.id, { onSettled: () => setHiding(null) })}
          >
            {t.hide}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
