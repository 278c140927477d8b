import { Button, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { messages, signUpSchema } from '@dorsal/core';
import type { Profile } from '@dorsal/core';
import { schemaResolver } from '../../../shared/forms/schemaResolver.ts';
import { fieldProps } from '../../../shared/forms/fieldProps.ts';
import { DateSelects } from '../../../shared/ui/DateSelects.tsx';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { TOAST_LONG_MS, useToast } from '../../../shared/ui/useToast.ts';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { useSignUp } from '../api.ts';
import { GenderSelect } from './GenderSelect.tsx';
import { applyServerFields, datePartMessages, emptyPerson, personFieldFor, personToInput } from '../forms.ts';
import type { PersonValues } from '../forms.ts';

const t = messages.accountScreens;
type RegisterValues = PersonValues & { password: string };
type SignUpBody = Profile & { password: string };

const resolver = schemaResolver<RegisterValues, SignUpBody>({
  schema: signUpSchema,
  toInput: personToInput,
  check: datePartMessages,
  fieldFor: personFieldFor,
});

export function RegisterForm() {
  const form = useForm<RegisterValues, unknown, SignUpBody>({
    resolver,
    defaultValues: { ...emptyPerson, password: '' },
  });
  const { register, handleSubmit, formState, setError, getValues } = form;
  const errors = formState.errors;
  const signUp = useSignUp();
  const toast = useToast();
  const navigate = useNavigate();

  const onSubmit = handleSubmit(async (body) => {
    try {
      await signUp.mutateAsync(body);
      toast.success(messages.account.registered);
      void navigate('/atletas');
    } catch (error) {
      applyServerFields(error, getValues(), setError);
      toast.error(errorMessage(error), TOAST_LONG_MS);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <TextField {...fieldProps(register('firstNames'), errors.firstNames)} label={t.firstNames} autoComplete="given-name" />
      <TextField {...fieldProps(register('lastNames'), errors.lastNames)} label={t.lastNames} autoComplete="family-name" />
      <TextField
        {...fieldProps(register('phone'), errors.phone)}
        label={t.phone}
        type="tel"
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <GenderSelect binding={fieldProps(register('gender'), errors.gender)} />
      <DateSelects
        legend={t.birthDate}
        day={fieldProps(register('day'), errors.day)}
        month={fieldProps(register('month'), errors.month)}
        year={fieldProps(register('year'), errors.year)}
      />
      <TextField {...fieldProps(register('email'), errors.email)} label={t.email} type="email" autoComplete="email" />
      <PasswordField label={t.password} binding={fieldProps(register('password'), errors.password)} autoComplete="new-password" />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        {t.signUpSubmit}
      </Button>
    </Stack>
  );
}
