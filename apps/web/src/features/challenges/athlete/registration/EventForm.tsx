import { useState, type FormEvent } from 'react';
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { messages, type ChallengeFormField, type MyParticipation } from '@dorsal/core';
import { errorMessage } from '../../../../shared/http/ApiError.ts';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { useSaveForm } from '../api.ts';

const t = messages.challengeAthlete;

/** 'Completa el siguiente formulario': the challenge's own questions, saved with 'Guardar Datos'. */
export function EventForm({ challengeId, fields, participant }: { challengeId: string; fields: ChallengeFormField[]; participant: MyParticipation }) {
  const [answers, setAnswers] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((field) => [field.name, participant.formAnswers?.[field.name] ?? ''])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveForm(challengeId);
  const toast = useToast();

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = Object.fromEntries(fields.filter((field) => field.required && !answers[field.name]?.trim()).map((field) => [field.name, t.required]));
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    save.mutate({ answers }, { onSuccess: () => toast.success(t.form.saved), onError: (failure) => toast.error(errorMessage(failure)) });
  }

  return (
    <Paper component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {t.form.title}
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            required={field.required}
            select={field.options.length > 0}
            value={answers[field.name] ?? ''}
            onChange={(event) => setAnswers((old) => ({ ...old, [field.name]: event.target.value }))}
            error={Boolean(errors[field.name])}
            helperText={errors[field.name] ?? ' '}
            fullWidth
          >
            {field.options.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Stack>
      <Button type="submit" variant="contained" disabled={save.isPending}>
        {t.form.save}
      </Button>
    </Paper>
  );
}
