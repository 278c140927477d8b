import { useMemo, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { messages, passwordResetSchema } from '@dorsal/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { formSchema } from '../../../shared/forms/formSchema.ts';
import { fieldProps } from '../../../shared/forms/fieldProps.ts';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { useResetPassword } from '../../../shared/accounts/api.ts';

const t = messages.accountScreens;
interface NewPasswordValues {
  password: string;
  confirm: string;
}
interface ResetBody {
  token: string;
  password: string;
}

/** Step 2 of the recovery: the link's token plus a new password typed twice. */
export function NewPasswordForm({ token }: { token: string }) {
  const resolver = useMemo(
    () =>
      zodResolver(
        formSchema<NewPasswordValues, ResetBody>(passwordResetSchema, {
          toInput: ({ password }) => ({ token, password }),
          check: ({ password, confirm }) => {
            if (!confirm) return { confirm: messages.common.required };
            return confirm === password ? {} : { confirm: t.passwordsMismatch };
          },
        }),
      ),
    [token],
  );
  const { register, handleSubmit, formState } = useForm<NewPasswordValues, unknown, ResetBody>({
    resolver,
    defaultValues: { password: '', confirm: '' },
  });
  const resetPassword = useResetPassword();
  const toast = useToast();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await resetPassword.mutateAsync(body);
      toast.success(messages.account.resetDone);
      void navigate('/login');
    } catch (error) {
      setFailure(errorMessage(error));
      toast.error(errorMessage(error));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      {failure && (
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to="/password-restore" color="inherit" size="small">
              {t.requestNewLink}
            </Button>
          }
          sx={{ flexWrap: 'wrap' }}
        >
          {failure}
        </Alert>
      )}
      <PasswordField label={t.newPassword} binding={fieldProps(register('password'), formState.errors.password)} autoComplete="new-password" />
      <PasswordField label={t.confirmPassword} binding={fieldProps(register('confirm'), formState.errors.confirm)} autoComplete="new-password" />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        {t.newPasswordSubmit}
      </Button>
    </Stack>
  );
}
