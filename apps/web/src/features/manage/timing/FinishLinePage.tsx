import { useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { FINISH_CONTROL_CODE, START_CONTROL_CODE, fill, messages, type StaffPassing } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { Page } from '../../../shared/ui/Page.tsx';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useCurrentUser } from '../../../shared/accounts/api.ts';
import { SignInPrompt } from '../../../shared/accounts/SignInPrompt.tsx';
import { EventNotFound } from '../../../shared/events/EventNotFound.tsx';
import { useEvent } from '../../../shared/events/api.ts';
import { useEventSettings } from '../setup/eventSetupApi.ts';
import { manageTimingPath } from '../setup/manageRoutes.ts';
import { CorrectPassingDialog } from './CorrectPassingDialog.tsx';
import { controlName, eventClock } from './timingFormat.ts';
import { useManualChanges, useManualPassings, type ManualEntry } from './timingApi.ts';
import { useManualQueue } from './useManualQueue.ts';

const t = messages.timing.manual;

const newReadId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

function FinishLine({ eventId, name, timeZone }: { eventId: number; name: string; timeZone: string }) {
  const event = useEvent(eventId);
  const recent = useManualPassings(eventId);
  const { record, correct, remove } = useManualChanges(eventId);
  const toast = useToast();
  const [checkpoint, setCheckpoint] = useState<number>(FINISH_CONTROL_CODE);
  const [bib, setBib] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState<StaffPassing | null>(null);
  /** When the first digit of the current number was typed: the athlete's crossing. */
  const typedAt = useRef<number | null>(null);
  const [capturedAt, setCapturedAt] = useState<number | null>(null);
  const queue = useManualQueue(
    eventId,
    async (entry: ManualEntry) => {
      const answer = await record.mutateAsync(entry);
      const result = answer.results[0];
      if (result?.outcome === 'accepted' || result?.outcome === 'duplicate') toast.success(fill(t.recorded, { bib: String(entry.bib) }));
      else toast.info(`${entry.bib}: ${result?.reason ?? t.statuses.unmatched}`);
    },
    (entry, failure) => toast.error(`${entry.bib}: ${errorMessage(failure)}`),
  );
  const controls = [
    FINISH_CONTROL_CODE,
    START_CONTROL_CODE,
    ...(event.data?.checkpoints.flatMap((point) => point.laps.filter((lap) => lap.kind !== 3).map((lap) => point.number * 1000 + lap.lap)) ?? []),
  ].filter((code, index, all) => all.indexOf(code) === index);
  const describeControl = (code: number) => {
    const point = event.data?.checkpoints.find((candidate) => candidate.number === Math.floor(code / 1000));
    return point && code !== FINISH_CONTROL_CODE ? point.description : controlName(code);
  };

  const onBib = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, 6);
    if (digits !== '' && typedAt.current === null) {
      typedAt.current = Date.now();
      setCapturedAt(typedAt.current);
    }
    if (digits === '') {
      typedAt.current = null;
      setCapturedAt(null);
    }
    setBib(digits);
    setError(null);
  };
  const submit = (form: React.FormEvent) => {
    form.preventDefault();
    if (bib === '' || typedAt.current === null) return setError(t.bibRequired);
    const cp = checkpoint === FINISH_CONTROL_CODE ? 'meta' : checkpoint === START_CONTROL_CODE ? 'salida' : checkpoint;
    queue.add({ bib: Number(bib), checkpoint: cp, time: new Date(typedAt.current).toISOString(), readId: newReadId() });
    typedAt.current = null;
    setCapturedAt(null);
    setBib('');
  };

  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to={manageTimingPath(eventId)} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        {messages.timing.tab}
      </Button>
      <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
            <TextField select label={t.checkpoint} value={checkpoint} onChange={(change) => setCheckpoint(Number(change.target.value))}>
              {controls.map((code) => (
                <MenuItem key={code} value={code}>
                  {describeControl(code)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t.bib}
              value={bib}
              onChange={(change) => onBib(change.target.value)}
              error={error !== null}
              helperText={error ?? (capturedAt ? fill(t.capturedAt, { time: eventClock(new Date(capturedAt).toISOString(), timeZone) }) : ' ')}
              autoFocus
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', style: { fontSize: '2.4rem', fontWeight: 700, letterSpacing: '0.06em' } } }}
            />
            <Button type="submit" variant="contained" color="secondary" size="large" sx={{ py: 1.75, fontSize: '1.2rem' }}>
              {t.record}
            </Button>
            {queue.pending.length > 0 && <Alert severity="warning">{fill(t.pending, { count: String(queue.pending.length) })}</Alert>}
          </Box>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="manual-recent">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="manual-recent" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {t.recent}
          </Typography>
          {recent.isPending ? (
            <LoadingState />
          ) : recent.isError ? (
            <Alert severity="error">{errorMessage(recent.error)}</Alert>
          ) : recent.data.length === 0 ? (
            <Typography color="text.secondary">{t.empty}</Typography>
          ) : (
            <Stack data-testid="manual-passings">
              {recent.data.map((passing) => (
                <Box key={passing.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', py: 1.25, borderTop: 1, borderColor: 'divider', opacity: passing.status === 'deleted' ? 0.6 : 1 }}>
                  <Typography className="tabular-nums" sx={{ fontWeight: 700, fontSize: '1.3rem', minWidth: 64 }}>
                    {passing.bib}
                  </Typography>
                  <Box sx={{ flex: 1, minWidth: 140 }}>
                    <Typography sx={{ overflowWrap: 'break-word' }}>{passing.name ?? t.statuses.unmatched}</Typography>
                    <Typography variant="body2" color="text.secondary" className="tabular-nums">
                      {describeControl(passing.controlCode)} · {eventClock(passing.at, timeZone)}
                    </Typography>
                  </Box>
                  <Chip size="small" variant="outlined" label={t.statuses[passing.status]} />
                  {passing.status !== 'deleted' && (
                    <Box sx={{ display: 'flex', gap: 1 }}>
                      <Button size="small" onClick={() => setCorrecting(passing)} aria-label={`${t.correct} ${passing.bib}`}>
                        {t.correct}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        aria-label={`${t.delete} ${passing.bib}`}
                        onClick={() =>
                          void remove.mutateAsync(passing.id).then(
                            () => toast.success(t.removed),
                            (failure: unknown) => toast.error(errorMessage(failure)),
                          )
                        }
                      >
                        {t.delete}
                      </Button>
                    </Box>
                  )}
                </Box>
              ))}
            </Stack>
          )}
        </CardContent>
      </Card>
      {correcting && (
        <CorrectPassingDialog
          passing={correcting}
          timeZone={timeZone}
          onClose={() => setCorrecting(null)}
          onSave={async (change) => {
            if (change.bib === undefined && change.time === undefined) return setCorrecting(null);
            await correct.mutateAsync({ passingId: correcting.id, ...change });
            toast.success(t.corrected);
            setCorrecting(null);
          }}
        />
      )}
    </Stack>
  );
}

/** /admin/eventos/:eventId/meta: staff type bibs as athletes cross (the instant is taken at the first digit). */
export function FinishLinePage() {
  const { eventId } = useParams();
  const id = /^\d+$/.test(eventId ?? '') ? Number(eventId) : null;
  const { user, isLoading } = useCurrentUser();
  const settings = useEventSettings(user ? id : null);
  if (!isLoading && !user) return <SignInPrompt title={messages.manage.signInTitle} text={messages.manage.signInText} />;
  if (id === null || (settings.error instanceof ApiError && settings.error.status === 404)) return <EventNotFound />;
  if (isLoading || settings.isPending) return <LoadingState />;
  if (settings.isError) return <Alert severity="error">{errorMessage(settings.error)}</Alert>;
  return (
    <Page title={t.title} lead={t.lead}>
      <FinishLine eventId={id} name={settings.data.name} timeZone={settings.data.timeZone} />
    </Page>
  );
}
