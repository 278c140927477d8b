import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { messages, passwordResetRequestSchema } from '@dorsal/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { fieldProps } from '../../../shared/forms/fieldProps.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useRequestPasswordReset } from '../../../shared/accounts/api.ts';

const t = messages.accountScreens;
interface RequestValues {
  email: string;
}

const resolver = zodResolver(passwordResetRequestSchema);

/** Step 1 of the recovery: ask for a reset mail. */
export function ResetRequestForm() {
  const { register, handleSubmit, formState } = useForm<RequestValues>({ resolver, defaultValues: { email: '' } });
  const requestReset = useRequestPasswordReset();
  const toast = useToast();
  const [sent, setSent] = useState(false);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await requestReset.mutateAsync(body);
      setSent(true);
      toast.success(messages.account.resetSent);
    } catch {
      toast.error(messages.account.resetFailed);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      {sent && (
        <Alert severity="success" role="status">
          {messages.account.resetSent}. {t.restoreSentHint}
        </Alert>
      )}
      <TextField
        {...fieldProps(register('email'), formState.errors.email)}
        label={t.email}
        type="email"
        autoComplete="email"
      />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        {t.restoreSubmit}
      </Button>
    </Stack>
  );
}
