import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { messages, profileSchema } from '@dorsal/core';
import type { AccountView, Profile } from '@dorsal/core';
import { schemaResolver } from '../../../shared/forms/schemaResolver.ts';
import { fieldProps } from '../../../shared/forms/fieldProps.ts';
import { DateSelects } from '../../../shared/ui/DateSelects.tsx';
import { useToast } from '../../../shared/ui/useToast.ts';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { useUpdateProfile } from '../api.ts';
import { GenderSelect } from './GenderSelect.tsx';
import { applyServerFields, datePartMessages, personFieldFor, personFromUser, personToInput } from '../forms.ts';
import type { PersonValues } from '../forms.ts';

const t = messages.accountScreens;

const resolver = schemaResolver<PersonValues, Profile>({
  schema: profileSchema,
  toInput: personToInput,
  check: datePartMessages,
  fieldFor: personFieldFor,
});

/** Edits the account's person data (PATCH /api/me). */
export function ProfileForm({ user }: { user: AccountView }) {
  const { register, handleSubmit, formState, setError, getValues } = useForm<PersonValues, unknown, Profile>({
    resolver,
    defaultValues: personFromUser(user),
  });
  const errors = formState.errors;
  const updateProfile = useUpdateProfile();
  const toast = useToast();

  const onSubmit = handleSubmit(async (body) => {
    try {
      await updateProfile.mutateAsync(body);
      toast.success(messages.account.profileSaved);
    } catch (error) {
      applyServerFields(error, getValues(), setError);
      toast.error(errorMessage(error));
    }
  });

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 3 }}>
          {messages.profile.dataTitle}
        </Typography>
        <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
          <TextField {...fieldProps(register('firstNames'), errors.firstNames)} label={t.firstNames} autoComplete="given-name" />
          <TextField {...fieldProps(register('lastNames'), errors.lastNames)} label={t.lastNames} autoComplete="family-name" />
          <TextField {...fieldProps(register('email'), errors.email)} label={t.email} type="email" autoComplete="email" />
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
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {messages.profile.save}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
