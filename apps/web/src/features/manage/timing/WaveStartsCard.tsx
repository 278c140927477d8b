import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import FlagIcon from '@mui/icons-material/Flag';
import { fill, localStartOf, messages, startInstantOf, type LiveModality } from '@dorsal/core';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { LoadingState } from '../../../shared/ui/LoadingState.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { eventClock } from './timingFormat.ts';
import { useStartWave, useWaveStarts } from './timingApi.ts';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';

const t = messages.timing.starts;

/** One start to give: a modality's, or one of its waves' when it has several. */
interface StartLine {
  modality: LiveModality;
  /** The wave's name when the modality has several waves. */
  wave?: string;
  label: string;
  startAt: string | null;
}

function startLines(modality: LiveModality): StartLine[] {
  if (modality.waves.length <= 1) return [{ modality, label: modality.name, startAt: modality.startAt }];
  return modality.waves.map((wave) => ({ modality, wave: wave.name, label: fill(t.waveOf, { modality: modality.name, wave: wave.name }), startAt: wave.startAt }));
}

function WaveStartRow({ eventId, line, timeZone }: { eventId: number; line: StartLine; timeZone: string }) {
  const { modality, wave, label } = line;
  const start = useStartWave(eventId);
  const toast = useToast();
  const [typed, setTyped] = useState(() => (line.startAt ? localStartOf(line.startAt, timeZone) : ''));
  const [error, setError] = useState<string | null>(null);
  const send = async (startAt?: string) => {
    try {
      const { modality: saved } = await start.mutateAsync({ modalityCode: modality.code, ...(wave ? { wave } : {}), ...(startAt ? { startAt } : {}) });
      const savedStart = wave ? saved.waves.find((candidate) => candidate.name === wave)?.startAt : saved.startAt;
      if (savedStart) setTyped(localStartOf(savedStart, timeZone));
      toast.success(fill(t.saved, { modality: label }));
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };
  const saveTyped = () => {
    const instant = startInstantOf(typed, timeZone);
    if (!instant) return setError(t.invalid);
    setError(null);
    void send(instant);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr auto 1fr auto' }, alignItems: 'center', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
        <Typography color="text.secondary" className="tabular-nums" data-testid={wave ? `wave-start-${modality.code}-${wave}` : `wave-start-${modality.code}`}>
          {line.startAt ? fill(t.startedAt, { time: eventClock(line.startAt, timeZone) }) : t.notStarted}
        </Typography>
      </Box>
      <Button variant="contained" color="secondary" startIcon={<FlagIcon />} onClick={() => void send()} disabled={start.isPending}>
        {t.start}
      </Button>
      <TextField
        type="datetime-local"
        size="small"
        label={t.startAt}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
      />
      <Button variant="outlined" onClick={saveTyped} disabled={start.isPending || typed === ''}>
        {t.save}
      </Button>
    </Box>
  );
}

/** 'Salidas': each modality's start (each wave's, when it has several), stamped now with 'Dar salida' or typed. */
export function WaveStartsCard({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const starts = useWaveStarts(eventId);
  return (
    <AdminSectionCard id="wave-starts" title={t.title} lead={t.lead}>
      {starts.isPending ? (
        <LoadingState />
      ) : starts.isError ? (
        <Alert severity="error">{errorMessage(starts.error)}</Alert>
      ) : (
        <Stack>
          {starts.data.flatMap(startLines).map((line) => (
            <WaveStartRow key={`${line.modality.code}/${line.wave ?? ''}`} eventId={eventId} line={line} timeZone={timeZone} />
          ))}
        </Stack>
      )}
    </AdminSectionCard>
  );
}
