import { useMemo } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { messages, profileUpdateSchema } from '@dorsal/core';
import type { AccountView, ProfileUpdate } from '@dorsal/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { fieldProps } from '../../../shared/forms/fieldProps.ts';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { useUpdateProfile } from '../../../shared/accounts/api.ts';
import { PersonFields, type PersonField } from './PersonFields.tsx';
import { applyServerFields, personFromUser, personToInput } from '../../../shared/accounts/forms.ts';
import { personFormSchema } from '../../../shared/accounts/personFormSchema.ts';
import type { PersonValues } from '../../../shared/accounts/forms.ts';

type ProfileValues = PersonValues & { currentPassword: string };

const changesEmail = (values: Pick<ProfileValues, 'email'>, user: AccountView) => values.email.trim().toLowerCase() !== user.email;

/** Edits the account's person data (PATCH /api/me); a new e-mail asks for the current password. */
export function ProfileForm({ user }: { user: AccountView }) {
  const resolver = useMemo(
    () =>
      zodResolver(
        personFormSchema<ProfileValues, ProfileUpdate>(profileUpdateSchema, {
          toInput: ({ currentPassword, ...values }) => ({ ...personToInput(values), ...(changesEmail(values, user) ? { currentPassword } : {}) }),
          check: (values) => (changesEmail(values, user) && !values.currentPassword ? { currentPassword: messages.account.currentPasswordRequired } : {}),
        }),
      ),
    [user],
  );
  const { register, handleSubmit, formState, setError, getValues, control, resetField } = useForm<ProfileValues, unknown, ProfileUpdate>({
    resolver,
    defaultValues: { ...personFromUser(user), currentPassword: '' },
  });
  const errors = formState.errors;
  const bind = (field: PersonField) => fieldProps(register(field), errors[field]);
  const updateProfile = useUpdateProfile();
  const toast = useToast();
  const askPassword = changesEmail({ email: useWatch({ control, name: 'email' }) }, user);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await updateProfile.mutateAsync(body);
      resetField('currentPassword');
      toast.success(messages.account.profileSaved);
    } catch (error) {
      applyServerFields(error, getValues(), setError);
      toast.error(errorMessage(error));
    }
  });

  const currentPassword = fieldProps(register('currentPassword'), errors.currentPassword);
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 3 }}>
          {messages.profile.dataTitle}
        </Typography>
        <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
          <PersonFields
            bind={bind}
            afterEmail={
              askPassword && (
                <PasswordField
                  label={messages.profile.currentPassword}
                  binding={{ ...currentPassword, helperText: currentPassword.helperText ?? messages.profile.currentPasswordHint }}
                  autoComplete="current-password"
                />
              )
            }
          />
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {messages.profile.save}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
