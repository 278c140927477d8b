import { useState } from 'react';
import { Box, Button, Card, CardContent, IconButton, Link, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import PersonPinCircleIcon from '@mui/icons-material/PersonPinCircle';
import { FINISH_CONTROL_CODE, fill, formatDuration, messages, type EventDetail, type TrackedAthlete } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { fetchFollowed, useFollowed } from './useFollowed.ts';
import { FinishAlertForm } from './FinishAlertForm.tsx';
import { timeOfDay } from './timeOfDay.ts';
import type { AthleteRef } from '../types.ts';

const t = messages.liveBoard.follow;

function pace(msPerKm: number) {
  const seconds = Math.round(msPerKm / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function AthleteProgress({ athlete, event, onRemove, onOpen }: { athlete: TrackedAthlete; event: EventDetail; onRemove: () => void; onOpen: () => void }) {
  const clock = (instant: string) => timeOfDay(instant, event.timeZone);
  const controlName = (code: number) =>
    code === FINISH_CONTROL_CODE ? messages.liveBoard.finish : (event.checkpoints.find((point) => point.number === Math.floor(code / 1000))?.description ?? String(code));
  return (
    <Box data-testid={`followed-${athlete.bib}`} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography className="tabular-nums" sx={{ fontWeight: 700, fontSize: '1.25rem', minWidth: 56 }}>
        {athlete.bib}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link component="button" type="button" onClick={onOpen} underline="hover" sx={{ fontWeight: 700, overflowWrap: 'break-word', textAlign: 'left', fontSize: '1rem' }}>
          {athlete.name}
        </Link>
        {athlete.finished ? (
          <Typography className="tabular-nums">{fill(t.finished, { time: formatDuration(athlete.officialTimeMs) })}</Typography>
        ) : (
          <>
            <Typography variant="body2" className="tabular-nums">
              {athlete.last ? fill(t.lastAt, { control: controlName(athlete.last.code), time: formatDuration(athlete.last.timeMs) }) : t.notYet}
              {athlete.paceMsPerKm ? ` · ${fill(t.pace, { pace: pace(athlete.paceMsPerKm) })}` : ''}
            </Typography>
            {athlete.next && (
              <Typography variant="body2" color="text.secondary" className="tabular-nums">
                {fill(t.nextAt, { control: controlName(athlete.next.code), time: clock(athlete.next.at) })}
              </Typography>
            )}
            {athlete.finish && (
              <Typography variant="body2" sx={{ fontWeight: 700 }} className="tabular-nums" data-testid="predicted-finish">
                {fill(t.finishAt, { time: clock(athlete.finish.at) })}
              </Typography>
            )}
            <FinishAlertForm eventId={event.id} bib={athlete.bib} />
          </>
        )}
      </Box>
      <IconButton onClick={onRemove} aria-label={`${t.remove} ${athlete.bib}`} size="small">
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** 'Atletas que sigues': up to 10 bibs pinned on the live page, with their last control, pace and predicted arrivals. */
export function FollowedAthletes({ event, onOpen }: { event: EventDetail; onOpen: (athlete: AthleteRef) => void }) {
  const followed = useFollowed(event.id);
  const [bib, setBib] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async (form: React.FormEvent) => {
    form.preventDefault();
    if (!/^\d{1,6}$/.test(bib)) return setError(t.invalidBibs);
    if (followed.full) return setError(t.full);
    try {
      const found = await fetchFollowed(event.id, [Number(bib)]);
      if (found.length === 0) return setError(fill(t.unknown, { bib }));
      followed.follow(Number(bib));
      setBib('');
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Card component="section" aria-labelledby="followed-athletes" sx={{ mt: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <PersonPinCircleIcon color="primary" />
          <Typography id="followed-athletes" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t.title}
          </Typography>
        </Box>
        {followed.athletes.length === 0 && (
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t.lead}
          </Typography>
        )}
        <Box component="form" onSubmit={add} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
          <TextField
            size="small"
            label={t.bib}
            value={bib}
            onChange={(change) => setBib(change.target.value.replace(/\D/g, '').slice(0, 6))}
            error={error !== null}
            helperText={error ?? undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: 1, maxWidth: 240 }}
          />
          <Button type="submit" variant="outlined">
            {t.add}
          </Button>
        </Box>
        <Stack>
          {followed.athletes.map((athlete) => (
            <AthleteProgress key={athlete.bib} athlete={athlete} event={event} onRemove={() => followed.unfollow(athlete.bib)} onOpen={() => onOpen({ bib: athlete.bib, name: athlete.name })} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
