import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { messages } from '@dorsal/core';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { AdminSectionCard } from '../components/AdminSectionCard.tsx';
import { useStaffChanges } from './staffApi.ts';

const t = messages.staff.transfer;

/** 'Transferir el evento' (the owner or a platform admin): the event goes to an existing account. */
export function TransferOwnershipCard({ eventId, onTransferred }: { eventId: number; onTransferred: () => void }) {
  const { transfer } = useStaffChanges(eventId);
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const answer = await transfer.mutateAsync({ email });
      toast.success(answer.message);
      setEmail('');
      setError(undefined);
      onTransferred();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.fields.email : undefined);
      toast.error(errorMessage(failure));
    }
  };
  return (
    <AdminSectionCard id="transfer-title" title={t.title} lead={t.lead}>
      <Box component="form" onSubmit={submit} noValidate data-testid="transfer-form" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          type="email"
          label={t.email}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(error)}
          helperText={error}
          sx={{ flex: '1 1 260px' }}
          slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
        />
        <Button type="submit" variant="outlined" color="error" loading={transfer.isPending}>
          {t.submit}
        </Button>
      </Box>
    </AdminSectionCard>
  );
}
