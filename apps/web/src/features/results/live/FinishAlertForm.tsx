import { useState } from 'react';
import { Box, Button, Link, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { finishAlertSchema, messages, routePath, timingApi, type RouteAnswer } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { apiFetch } from '../../../shared/http/apiFetch.ts';
import { useToast } from '../../../shared/ui/useToast.ts';

const t = messages.liveBoard.follow;

/** 'Avísame por correo cuando llegue': one mail when this athlete finishes. */
export function FinishAlertForm({ eventId, bib }: { eventId: number; bib: number }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const save = useMutation({
    mutationFn: (body: { email: string }) =>
      apiFetch<RouteAnswer<typeof timingApi.finishAlert>>(routePath(timingApi.finishAlert, { id: eventId, bib }), { method: 'POST', body }),
  });
  if (!open) {
    return (
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)} sx={{ textAlign: 'left' }}>
        {t.alert}
      </Link>
    );
  }
  const submit = async (form: React.FormEvent) => {
    form.preventDefault();
    const parsed = finishAlertSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.account.invalidEmail);
    try {
      const { message } = await save.mutateAsync(parsed.data);
      toast.success(message);
      setOpen(false);
      setEmail('');
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields.email ?? failure.message) : errorMessage(failure));
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1, flexWrap: 'wrap' }}>
      <TextField
        size="small"
        type="email"
        label={t.alertEmail}
        value={email}
        onChange={(change) => setEmail(change.target.value)}
        error={error !== null}
        helperText={error ?? undefined}
        autoComplete="email"
        sx={{ flex: 1, minWidth: 200 }}
      />
      <Button type="submit" variant="outlined" disabled={save.isPending}>
        {t.alertSend}
      </Button>
    </Box>
  );
}
