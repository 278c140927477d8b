import { Button, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { messages, signInSchema } from '@dorsal/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { fieldProps } from '../../../shared/forms/fieldProps.ts';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { useSignIn } from '../../../shared/accounts/api.ts';

const t = messages.accountScreens;
interface LoginValues {
  email: string;
  password: string;
}

const resolver = zodResolver(signInSchema);

export function LoginForm() {
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const errors = formState.errors;
  const signIn = useSignIn();
  const toast = useToast();

  const onSubmit = handleSubmit(async (body) => {
    try {
      await signIn.mutateAsync(body);
      toast.success(messages.account.welcome);
    } catch (error) {
      toast.error(`${messages.account.signInFailed}: ${errorMessage(error)}`);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <TextField {...fieldProps(register('email'), errors.email)} label={t.email} type="email" autoComplete="email" />
      <PasswordField label={t.password} binding={fieldProps(register('password'), errors.password)} autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        {t.signInSubmit}
      </Button>
    </Stack>
  );
}
