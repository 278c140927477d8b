import { useState, type FormEvent } from 'react';
import { Button, Paper, Stack, TextField } from '@mui/material';
import { useNavigate } from 'react-router';
import { challengeSearchSchema, messages } from '@dorsal/core';

const t = messages.challengeAthlete;

/** The search by challenge id: required, at most 20 characters, then 'Ingresar al evento'. */
export function ChallengeSearch() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = challengeSearchSchema.safeParse({ challengeId: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t.required);
      return;
    }
    void navigate(`/retos/${encodeURIComponent(parsed.data.challengeId)}`);
  }

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: 2.5 }}>
      <Stack sx={{ alignItems: { sm: 'flex-start' } }} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t.searchLabel}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'none' } }}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" sx={{ flexShrink: 0, mt: { sm: 0.5 } }}>
          {t.searchButton}
        </Button>
      </Stack>
    </Paper>
  );
}
