import { Box, Button, Stack, TextField } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, organizerInputSchema, type OrganizerSettings, type OrganizerView } from '@dorsal/core';
import { formSchema } from '../../../shared/forms/formSchema.ts';
import { ApiError, errorMessage } from '../../../shared/http/ApiError.ts';
import { useToast } from '../../../shared/ui/useToast.ts';
import { useSaveOrganizer } from './organizersApi.ts';

const t = messages.organizers;

interface Values {
  name: string;
  color: string;
  privacyLink: string;
}

const resolver = zodResolver(formSchema<Values, OrganizerSettings>(organizerInputSchema, { toInput: (values) => values }));
const HEX = /^#[0-9a-f]{6}$/i;

/** Name, colour (with a picker beside the #RRGGBB text) and privacy-notice link of an organizer. */
export function OrganizerSettingsForm({ organizer }: { organizer: OrganizerView }) {
  const save = useSaveOrganizer(organizer.id);
  const toast = useToast();
  const { register, handleSubmit, formState, control, setValue, setError } = useForm<Values, unknown, OrganizerSettings>({
    resolver,
    defaultValues: { name: organizer.name, color: organizer.color ?? '', privacyLink: organizer.privacyLink ?? '' },
  });
  const color = useWatch({ control, name: 'color' });
  const onSubmit = handleSubmit(async (settings) => {
    try {
      await save.mutateAsync(settings);
      toast.success(t.saved);
    } catch (failure) {
      if (failure instanceof ApiError) for (const [field, message] of Object.entries(failure.fields)) setError(field as keyof Values, { message });
      toast.error(errorMessage(failure));
    }
  });
  const { errors } = formState;
  return (
    <Stack component="form" spacing={2.5} onSubmit={onSubmit} noValidate>
      <TextField label={t.name} required {...register('name')} error={Boolean(errors.name)} helperText={errors.name?.message} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t.color}
          placeholder="#F26B1D"
          {...register('color')}
          error={Boolean(errors.color)}
          helperText={errors.color?.message ?? t.colorHint}
          sx={{ flex: 1, maxWidth: 280 }}
        />
        <TextField
          type="color"
          label={t.colorPicker}
          value={HEX.test(color) ? color.toLowerCase() : '#f26b1d'}
          onChange={(event) => setValue('color', event.target.value.toUpperCase(), { shouldDirty: true })}
          sx={{ width: 110 }}
          slotProps={{ htmlInput: { 'aria-label': `${t.colorPicker}: ${t.color}` } }}
        />
      </Stack>
      <TextField
        label={t.privacyLink}
        type="url"
        {...register('privacyLink')}
        error={Boolean(errors.privacyLink)}
        helperText={errors.privacyLink?.message ?? t.privacyLinkHint}
        slotProps={{ htmlInput: { inputMode: 'url' } }}
      />
      <Box>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t.save}
        </Button>
      </Box>
    </Stack>
  );
}
