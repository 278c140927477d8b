import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { messages, profileSchema } from '@dorsal/core';
import type { AccountView, Profile } from '@dorsal/core';
import { schemaResolver } from '../../../shared/forms/schemaResolver.ts';
import { fieldProps } from '../../../shared/forms/fieldProps.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { errorMessage } from '../../../shared/http/ApiError.ts';
import { useUpdateProfile } from '../api.ts';
import { PersonFields, type PersonField } from './PersonFields.tsx';
import { applyServerFields, datePartMessages, personFieldFor, personFromUser, personToInput } from '../forms.ts';
import type { PersonValues } from '../forms.ts';

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
  const bind = (field: PersonField) => fieldProps(register(field), errors[field]);
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
          <PersonFields bind={bind} />
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {messages.profile.save}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
