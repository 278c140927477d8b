import { useEffect, useState } from 'react';
import { Badge, Box, Button, Drawer, IconButton, Stack, Tab, Tabs, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ForumIcon from '@mui/icons-material/Forum';
import { fill, messages, type AthleteChatChannel } from '@dorsal/core';
import { Composer } from '../../chat/Composer.tsx';
import { loadedMessages } from '../../chat/chatCache.ts';
import { MessageList } from '../../chat/MessageList.tsx';
import { useAthleteChat, useAthleteChatStream, useAthleteUnread, useMarkRead, useSendToOrganizer } from './chatApi.ts';

const t = messages.challengeChat;

/**
 * The participant's chat on the challenge page: a 'Mensajes' button with the unread count that opens a drawer with the
 * organizer's messages (read-only) and the conversation with the organizer. Both channels are followed live while the
 * page is open; what is shown is marked read.
 */
export function ChallengeChat({ challengeId }: { challengeId: string }) {
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState<AthleteChatChannel>('public');
  const unread = useAthleteUnread(challengeId);
  useAthleteChatStream(challengeId, 'public');
  useAthleteChatStream(challengeId, 'organizer');
  const total = (unread.data?.public ?? 0) + (unread.data?.organizer ?? 0);

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<ForumIcon />} onClick={() => setOpen(true)} aria-label={total > 0 ? fill(t.openWithUnread, { n: total }) : t.open}>
          <Badge color="error" badgeContent={total} sx={{ '& .MuiBadge-badge': { right: -12 } }}>
            {t.open}
          </Badge>
        </Button>
      </Box>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 }, display: 'flex', flexDirection: 'column' }, role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'challenge-chat-title' } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id="challenge-chat-title" component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
            {t.title}
          </Typography>
          <IconButton aria-label={t.close} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Tabs value={channel} onChange={(_, value: AthleteChatChannel) => setChannel(value)} variant="fullWidth" aria-label={t.title}>
          <Tab value="public" id="chat-tab-public" aria-controls="chat-panel" label={<TabLabel text={t.organizerMessages} count={unread.data?.public ?? 0} />} />
          <Tab value="organizer" id="chat-tab-organizer" aria-controls="chat-panel" label={<TabLabel text={t.conversation} count={unread.data?.organizer ?? 0} />} />
        </Tabs>
        <Box id="chat-panel" role="tabpanel" aria-labelledby={`chat-tab-${channel}`} sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0, p: 2, gap: 1 }}>
          <ChannelView key={channel} challengeId={challengeId} channel={channel} />
        </Box>
      </Drawer>
    </>
  );
}

function TabLabel({ text, count }: { text: string; count: number }) {
  return (
    <Badge color="error" badgeContent={count} aria-label={count > 0 ? `${text}, ${fill(t.unread, { n: count })}` : text} sx={{ '& .MuiBadge-badge': { right: -10 } }}>
      {text}
    </Badge>
  );
}

function ChannelView({ challengeId, channel }: { challengeId: string; channel: AthleteChatChannel }) {
  const history = useAthleteChat(challengeId, channel);
  const send = useSendToOrganizer(challengeId);
  const markRead = useMarkRead(challengeId);
  const items = loadedMessages(history.data);
  const newest = items.at(-1)?.id ?? 0;
  const { mutate } = markRead;
  useEffect(() => {
    if (newest > 0) mutate({ channel, lastId: newest });
  }, [newest, channel, mutate]);

  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {channel === 'public' ? t.organizerMessagesLead : t.conversationLead}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <MessageList
          label={channel === 'public' ? t.organizerMessages : t.conversation}
          items={items}
          empty={history.isPending ? '' : channel === 'public' ? t.noPublic : t.noConversation}
          mine={(message) => !message.fromOrganizer}
          author={(message) => (message.fromOrganizer ? t.fromOrganizer : t.fromMe)}
          hasEarlier={history.hasNextPage}
          loadingEarlier={history.isFetchingNextPage}
          onLoadEarlier={() => void history.fetchNextPage()}
          maxHeight="100%"
        />
      </Box>
      {channel === 'organizer' && <Composer id="chat-athlete-text" label={t.messageLabel} busy={send.isPending} onSend={(text) => send.mutateAsync(text)} />}
    </>
  );
}
