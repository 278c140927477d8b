import { useId } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Switch, TextField, useMediaQuery, useTheme } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { fill, messages, pricedModalitySetupSchema } from '@dorsal/core';
import { fieldProps } from '../../../../shared/forms/fieldProps.ts';
import { ApiError, errorMessage } from '../../../../shared/http/ApiError.ts';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { ModalityCategoryFields } from './ModalityCategoryFields.tsx';
import { ModalityPriceFields } from './ModalityPriceFields.tsx';
import { ModalityWaveFields } from './ModalityWaveFields.tsx';
import { CategoryPreview } from './CategoryPreview.tsx';
import { fieldOfModalityIssue, toModalitySetup, type ModalityValues } from './modalityForm.ts';
import { useSaveModality } from '../eventSetupApi.ts';

const t = messages.eventSetup.modalities;
/** A price the schema refused as a number (it speaks of centavos; the form asks for pesos). */
const priceMessage = (issue: { path: PropertyKey[]; message: string }) => (issue.path[2] === 'prices' && issue.message !== t.priceMissing ? t.badPrice : issue.message);

interface Props {
  eventId: number;
  /** The event's date: ages are counted on it. */
  eventDate: string;
  initial: ModalityValues;
  isNew: boolean;
  onClose: () => void;
}

/** A modality's setup in one form: checked with the API's rules on submit, saved all at once or not at all. */
export function ModalityDialog({ eventId, eventDate, initial, isNew, onClose }: Props) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { register, control, handleSubmit, formState, setError, setValue, getValues } = useForm<ModalityValues>({ defaultValues: initial });
  const save = useSaveModality(eventId);
  const toast = useToast();
  const errors = formState.errors;
  const showIssue = (field: string, message: string) => setError(field as never, { message });

  const onSubmit = handleSubmit(async (values) => {
    const parsed = pricedModalitySetupSchema.safeParse(toModalitySetup(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) showIssue(fieldOfModalityIssue(issue.path), priceMessage(issue));
      return;
    }
    try {
      const { modality } = await save.mutateAsync({ modality: parsed.data, isNew });
      toast.success(fill(t.saved, { name: modality.name }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        for (const [field, message] of Object.entries(error.fields)) showIssue(fieldOfModalityIssue(field.split('.')), message);
      }
      toast.error(errorMessage(error));
    }
  });

  const numeric = { htmlInput: { inputMode: 'numeric' as const } };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth fullScreen={phone} maxWidth="lg" slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{isNew ? t.newTitle : fill(t.editTitle, { name: initial.name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          <TextField {...fieldProps(register('code'), errors.code)} label={t.code} required disabled={!isNew} helperText={errors.code?.message ?? t.codeHint} />
          <TextField {...fieldProps(register('name'), errors.name)} label={t.name} required sx={{ gridColumn: { md: 'span 2' } }} />
          <TextField {...fieldProps(register('sortOrder'), errors.sortOrder)} label={t.sortOrder} slotProps={numeric} />
          <TextField {...fieldProps(register('capacity'), errors.capacity)} label={t.capacity} helperText={errors.capacity?.message ?? t.capacityHint} slotProps={numeric} />
          <TextField {...fieldProps(register('firstBib'), errors.firstBib)} label={t.firstBib} disabled={!isNew} slotProps={numeric} />
          <TextField {...fieldProps(register('teamSize'), errors.teamSize)} label={t.teamSize} helperText={errors.teamSize?.message ?? t.teamSizeHint} slotProps={numeric} />
          <TextField {...fieldProps(register('distanceKm'), errors.distanceKm)} label={t.distanceKm} helperText={errors.distanceKm?.message ?? t.distanceHint} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField {...fieldProps(register('paceFloor'), errors.paceFloor)} label={t.paceFloor} helperText={errors.paceFloor?.message ?? t.paceFloorHint} sx={{ gridColumn: { md: 'span 2' } }} />
          {(['hidden', 'hideEventFields', 'hideProducts', 'isBackyard'] as const).map((name) => (
            <Controller
              key={name}
              name={name}
              control={control}
              render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />} label={t[name]} />}
            />
          ))}
          <TextField {...fieldProps(register('description'), errors.description)} label={t.description} multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
        </Box>
        <ModalityWaveFields control={control} register={register} getValues={getValues} errors={errors} />
        <ModalityPriceFields control={control} register={register} setValue={setValue} errors={errors} />
        <ModalityCategoryFields control={control} register={register} errors={errors} />
        <CategoryPreview control={control} eventDate={eventDate} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{messages.eventSetup.cancel}</Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
