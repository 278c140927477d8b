import { Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { messages, signUpSchema } from '@dorsal/core';
import type { Profile } from '@dorsal/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { fieldProps } from '../../../shared/forms/fieldProps.ts';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { TOAST_LONG_MS, useToast } from '../../../shared/ui/useToast.ts';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { useSignUp } from '../../../shared/accounts/api.ts';
import { useReturnPath } from '../../../shared/accounts/returnPath.ts';
import { PersonFields, type PersonField } from './PersonFields.tsx';
import { applyServerFields, emptyPerson } from '../../../shared/accounts/forms.ts';
import { personFormSchema } from '../../../shared/accounts/personFormSchema.ts';
import type { PersonValues } from '../../../shared/accounts/forms.ts';

const t = messages.accountScreens;
type RegisterValues = PersonValues & { password: string };
type SignUpBody = Profile & { password: string };

const resolver = zodResolver(personFormSchema<RegisterValues, SignUpBody>(signUpSchema));

export function RegisterForm() {
  const form = useForm<RegisterValues, unknown, SignUpBody>({
    resolver,
    defaultValues: { ...emptyPerson, password: '' },
  });
  const { register, handleSubmit, formState, setError, getValues } = form;
  const errors = formState.errors;
  const bind = (field: PersonField) => fieldProps(register(field), errors[field]);
  const signUp = useSignUp();
  const toast = useToast();
  const navigate = useNavigate();
  const back = useReturnPath();

  const onSubmit = handleSubmit(async (body) => {
    try {
      await signUp.mutateAsync(body);
      toast.success(messages.account.registered);
      void navigate(back ?? '/atletas');
    } catch (error) {
      applyServerFields(error, getValues(), setError);
      toast.error(errorMessage(error), TOAST_LONG_MS);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <PersonFields bind={bind} emailLast />
      <PasswordField label={t.password} binding={fieldProps(register('password'), errors.password)} autoComplete="new-password" />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        {t.signUpSubmit}
      </Button>
    </Stack>
  );
}
