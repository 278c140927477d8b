import { useState, type FormEvent } from 'react';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { challengeTimeSchema, fill, messages, type ChallengeTime } from '@dorsal/core';

const t = messages.challengeAthlete.time;
type Part = 'hours' | 'minutes' | 'seconds';

interface Props {
  title: string;
  /** The saved time as HH:MM:SS, or null. */
  current: string | null;
  currentText: string;
  saveLabel: string;
  changeLabel: string;
  busy: boolean;
  onSave: (time: ChallengeTime | null) => void;
  disabled?: boolean;
}

const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/**
 * The goal or finish time: hours 0–100 and minutes 0–59 required, seconds 0–59 optional. Once saved it shows the time
 * and the change button, which clears it (the spec's 'Cambiar Meta' / 'Cambiar tiempo').
 */
export function TimeForm({ title, current, currentText, saveLabel, changeLabel, busy, onSave, disabled = false }: Props) {
  const [values, setValues] = useState<Record<Part, string>>({ hours: '', minutes: '', seconds: '' });
  const [errors, setErrors] = useState<Partial<Record<Part, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = challengeTimeSchema.safeParse({ hours: toNumber(values.hours), minutes: toNumber(values.minutes), seconds: toNumber(values.seconds) ?? null });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    onSave(parsed.data);
  }

  const field = (part: Part, label: string) => (
    <TextField
      label={label}
      value={values[part]}
      onChange={(event) => setValues((old) => ({ ...old, [part]: event.target.value.replace(/\D/g, '').slice(0, 3) }))}
      error={Boolean(errors[part])}
      helperText={errors[part] ?? ' '}
      required={part !== 'seconds'}
      disabled={disabled}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': undefined } }}
      sx={{ flex: 1, minWidth: 0 }}
    />
  );

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {title}
      </Typography>
      {current ? (
        <Stack sx={{ alignItems: { sm: 'center' } }} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} className="tabular-nums">
            {fill(currentText, { time: current })}
          </Typography>
          <Button variant="outlined" disabled={busy || disabled} onClick={() => onSave(null)}>
            {changeLabel}
          </Button>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack direction="row" spacing={1.5}>
            {field('hours', t.hours)}
            {field('minutes', t.minutes)}
            {field('seconds', t.seconds)}
          </Stack>
          <Button type="submit" variant="contained" disabled={busy || disabled}>
            {saveLabel}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
