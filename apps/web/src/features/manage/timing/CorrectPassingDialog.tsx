import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { messages, startInstantOf, localStartOf, type StaffPassing } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { eventClock } from './timingFormat.ts';

const t = messages.timing.manual;

/** Another bib or another time of day (same date) for a reading typed by mistake. */
export function CorrectPassingDialog({
  passing,
  timeZone,
  onSave,
  onClose,
}: {
  passing: StaffPassing;
  timeZone: string;
  onSave: (change: { bib?: number; time?: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const [bib, setBib] = useState(String(passing.bib));
  const [clock, setClock] = useState(eventClock(passing.at, timeZone));
  const [errors, setErrors] = useState<{ bib?: string; time?: string }>({});
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const date = localStartOf(passing.at, timeZone).slice(0, 10);
    const time = /^\d{1,2}:\d{2}:\d{2}$/.test(clock.trim()) ? startInstantOf(`${date}T${clock.trim()}`, timeZone) : null;
    if (!time) return setErrors({ time: t.invalidTime });
    if (!/^\d+$/.test(bib)) return setErrors({ bib: t.bibRequired });
    const change = {
      ...(Number(bib) !== passing.bib ? { bib: Number(bib) } : {}),
      ...(time !== passing.at && clock.trim() !== eventClock(passing.at, timeZone) ? { time } : {}),
    };
    try {
      await onSave(change);
    } catch (error) {
      setErrors(error instanceof ApiError ? { bib: error.fields.bib ?? error.message } : { bib: errorMessage(error) });
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="correct-passing">
      <form onSubmit={save} noValidate>
        <DialogTitle id="correct-passing">{t.correctTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t.bib}
              value={bib}
              onChange={(event) => setBib(event.target.value.replace(/\D/g, ''))}
              error={errors.bib !== undefined}
              helperText={errors.bib ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField label={t.time} value={clock} onChange={(event) => setClock(event.target.value)} error={errors.time !== undefined} helperText={errors.time ?? ' '} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" variant="contained">
            {t.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
