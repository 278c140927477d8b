import { Box, Button, FormControlLabel, FormHelperText, Stack, Switch, TextField } from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { eventSettingsSchema, fill, messages, type EventSettings, type EventSettingsView } from '@dorsal/core';
import { fieldProps } from '../../../../shared/forms/fieldProps.ts';
import { formSchema } from '../../../../shared/forms/formSchema.ts';
import { ApiError, errorMessage } from '../../../../shared/http/ApiError.ts';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { EventBasicsFields, type EventBasicsValues } from './EventBasicsFields.tsx';
import { useSaveSettings } from '../eventSetupApi.ts';

const t = messages.eventSetup;


interface SettingsValues extends EventBasicsValues {
  hasWebsite: boolean;
  gaId: string;
  facebookPixel: string;
  isTest: boolean;
  shortPath: string;
}

const resolver = zodResolver(formSchema<SettingsValues, EventSettings>(eventSettingsSchema, { toInput: (values) => values }));

const valuesOf = (event: EventSettingsView): SettingsValues => ({
  name: event.name,
  eventDate: event.eventDate,
  startTime: event.startTime,
  timeZone: event.timeZone,
  place: event.place,
  city: event.city,
  country: event.country,
  hasWebsite: event.hasWebsite,
  gaId: event.gaId ?? '',
  facebookPixel: event.facebookPixel ?? '',
  isTest: event.isTest,
  shortPath: event.shortPath ?? '',
});

/** 'Datos del evento' (owner and organizer managers): saved all at once, or not at all. */
export function EventSettingsForm({ event, editable }: { event: EventSettingsView; editable: boolean }) {
  const { register, handleSubmit, formState, control, reset, setError } = useForm<SettingsValues, unknown, EventSettings>({
    resolver,
    defaultValues: valuesOf(event),
  });
  const timeZone = useWatch({ control, name: 'timeZone' });
  const shortPath = useWatch({ control, name: 'shortPath' });
  const save = useSaveSettings(event.id);
  const toast = useToast();
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (settings) => {
    try {
      const answer = await save.mutateAsync(settings);
      reset(valuesOf(answer.event));
      toast.success(answer.changed.length > 0 ? t.saved : t.noChanges);
    } catch (error) {
      if (error instanceof ApiError) for (const [field, message] of Object.entries(error.fields)) setError(field as keyof SettingsValues, { message });
      toast.error(errorMessage(error));
    }
  });
  const toggle = (name: 'hasWebsite' | 'isTest', label: string, hint?: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} slotProps={{ input: { ref: field.ref } }} disabled={!editable} />}
            label={label}
          />
          {hint && <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{hint}</FormHelperText>}
        </Box>
      )}
    />
  );
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} data-testid="event-settings-form">
      <Box component="fieldset" disabled={!editable} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <EventBasicsFields register={register} errors={errors} timeZone={timeZone} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField {...fieldProps(register('gaId'), errors.gaId)} label={t.gaId} disabled={!editable} helperText={errors.gaId?.message ?? t.gaIdHint} />
        <TextField
          {...fieldProps(register('facebookPixel'), errors.facebookPixel)}
          label={t.facebookPixel}
          disabled={!editable}
          helperText={errors.facebookPixel?.message ?? t.facebookPixelHint}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <TextField
        {...fieldProps(register('shortPath'), errors.shortPath)}
        label={messages.shortPath.label}
        disabled={!editable}
        helperText={errors.shortPath?.message ?? fill(messages.shortPath.hint, { url: `${window.location.origin}/${shortPath.trim().toLowerCase() || '…'}` })}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      {toggle('hasWebsite', t.hasWebsite)}
      {toggle('isTest', t.isTest, t.isTestHint)}
      {editable && (
        <Box>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t.save}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
