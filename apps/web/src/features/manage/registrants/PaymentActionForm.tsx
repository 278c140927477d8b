import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { messages } from '@dorsal/core';
import { ApiError } from '../../../shared/http/ApiError.ts';

const t = messages.registrants.dialog;

/** 'Marcar como pagado' or 'Registrar reembolso': a button that opens a reference field and its confirmation. */
export function PaymentActionForm({ label, onSubmit }: { label: string; onSubmit: (reference: string) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open) {
    return (
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (reference.trim() === '') return setError(t.referenceRequired);
    try {
      await onSubmit(reference.trim());
      setOpen(false);
      setReference('');
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.fields.reference ?? failure.message) : String(failure));
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1 }}>
      <TextField size="small" autoFocus label={t.paymentReference} value={reference} onChange={(e) => setReference(e.target.value)} error={error !== null} helperText={error ?? undefined} sx={{ flex: '1 1 220px' }} />
      <Button type="submit" variant="contained">
        {t.confirm}
      </Button>
      <Button onClick={() => setOpen(false)}>{t.cancel}</Button>
    </Box>
  );
}
