import type { ReactNode } from 'react';
import { Badge, Box, Button, Card, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import { fill, messages, type ChallengeConfig } from '@dorsal/core';
import { formatDateTime } from '../../../../shared/formatting/dates.ts';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { configRequests, useConfigChange } from '../api.ts';

const t = messages.challengeOrganizer.page;

export type ChallengeView = 'config' | 'participants' | 'messages';

/** The challenge's card: name, dates, distance, photo, its two switches with their chips, and the view buttons ('Mensajes' with the athletes' unread count). */
export function ChallengeEventCard({ challenge, view, onView, unread }: { challenge: ChallengeConfig; view: ChallengeView; onView: (view: ChallengeView) => void; unread: number }) {
  const toggle = useConfigChange(challenge.id, configRequests(challenge.id).toggle);
  const toast = useToast();
  const run = (body: { admitResults: boolean } | { ended: boolean }) =>
    toggle.mutate(body, { onSuccess: () => toast.success(t.saved), onError: (error) => toast.error(errorMessage(error)) });

  return (
    <Card component="section" aria-labelledby="challenge-name" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
        {challenge.photoUrl && <CardMedia component="img" image={challenge.photoUrl} alt={fill(messages.challengeOrganizer.photo.alt, { name: challenge.name })} sx={{ width: { xs: '100%', sm: 260 }, maxHeight: 220, objectFit: 'cover' }} />}
        <CardContent sx={{ flex: 1 }}>
          <Typography id="challenge-name" variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 0.5 }}>
            {challenge.name}
          </Typography>
          <Typography color="text.secondary">{fill(t.dates, { start: formatDateTime(challenge.startsAt), end: formatDateTime(challenge.endsAt) })}</Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {fill(t.distance, { km: challenge.distanceKm })} · {fill(t.idLabel, { id: challenge.id })}
          </Typography>
          <Stack spacing={1.5} sx={{ my: 2 }}>
            <Switch
              label={t.admitResults}
              chip={<Chip data-testid="admit-results-status" label={challenge.admitResults ? t.admitted : t.blocked} color={challenge.admitResults ? 'success' : 'default'} />}
              action={challenge.admitResults ? t.block : t.allow}
              busy={toggle.isPending}
              onClick={() => run({ admitResults: !challenge.admitResults })}
            />
            <Switch
              label={t.status}
              chip={<Chip data-testid="challenge-status" label={challenge.ended ? t.closed : t.open} color={challenge.ended ? 'default' : 'success'} />}
              action={challenge.ended ? t.reopen : t.close}
              busy={toggle.isPending}
              onClick={() => run({ ended: !challenge.ended })}
            />
            {!challenge.ended && (
              <Typography variant="body2" color="text.secondary">
                {t.preliminary}
              </Typography>
            )}
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant={view === 'config' ? 'contained' : 'outlined'} aria-pressed={view === 'config'} onClick={() => onView('config')}>
              {t.configure}
            </Button>
            <Button variant={view === 'participants' ? 'contained' : 'outlined'} aria-pressed={view === 'participants'} onClick={() => onView('participants')}>
              {t.participants}
            </Button>
            <Badge color="error" badgeContent={unread} data-testid="organizer-chat-unread">
              <Button
                variant={view === 'messages' ? 'contained' : 'outlined'}
                aria-pressed={view === 'messages'}
                aria-label={unread > 0 ? `${messages.challengeChat.open}, ${fill(messages.challengeChat.unread, { n: unread })}` : undefined}
                onClick={() => onView('messages')}
              >
                {messages.challengeChat.open}
              </Button>
            </Badge>
          </Stack>
        </CardContent>
      </Box>
    </Card>
  );
}

function Switch({ label, chip, action, busy, onClick }: { label: string; chip: ReactNode; action: string; busy: boolean; onClick: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography sx={{ minWidth: 180 }}>{label}</Typography>
      {chip}
      <Button size="small" variant="outlined" disabled={busy} onClick={onClick}>
        {action}
      </Button>
    </Box>
  );
}
