import { useState, type FormEvent } from 'react';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { joinChallengeSchema, messages } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { useJoinChallenge } from '../api.ts';

const t = messages.challengeAthlete.join;

/** 'Registrarme en evento': the access code (prefilled from a share link). */
export function JoinForm({ challengeId, initialCode }: { challengeId: string; initialCode: string }) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const join = useJoinChallenge(challengeId);
  const toast = useToast();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = joinChallengeSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.challengeAthlete.required);
      return;
    }
    join.mutate(parsed.data, {
      onError: (failure) => setError(errorMessage(failure)),
      onSuccess: () => toast.success(t.joined),
    });
  }

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {t.title}
      </Typography>
      <Stack sx={{ alignItems: { sm: 'flex-start' } }} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t.codeLabel}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', autoComplete: 'off' } }}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={join.isPending} sx={{ flexShrink: 0, mt: { sm: 0.5 } }}>
          {t.button}
        </Button>
      </Stack>
    </Paper>
  );
}
