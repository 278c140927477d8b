import { useId } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormHelperText, IconButton, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useFieldArray, useForm } from 'react-hook-form';
import { CHECKPOINT_KINDS, MAX_CHECKPOINT_LAPS, checkpointSetupSchema, fill, messages, type CheckpointsView } from '@dorsal/core';
import { fieldProps } from '../../../../shared/forms/fieldProps.ts';
import { ApiError, errorMessage } from '../../../../shared/http/ApiError.ts';
import { useToast } from '../../../../shared/ui/useToast.ts';
import { fieldOfCheckpointIssue, newLap, toCheckpointSetup, type CheckpointValues } from './checkpointForm.ts';
import { useSaveCheckpoint } from './checkpointsApi.ts';

const t = messages.eventSetup.checkpoints;
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } };

interface Props {
  eventId: number;
  initial: CheckpointValues;
  /** The number of the checkpoint edited; null for a new one. */
  number: number | null;
  modalities: CheckpointsView['modalities'];
  onClose: () => void;
}

/** One checkpoint: its number, description, distance and the laps it counts in per modality; saved at once or not at all. */
export function CheckpointDialog({ eventId, initial, number, modalities, onClose }: Props) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { register, control, handleSubmit, formState, setError, getValues } = useForm<CheckpointValues>({ defaultValues: initial });
  const laps = useFieldArray({ control, name: 'laps' });
  const save = useSaveCheckpoint(eventId);
  const toast = useToast();
  const errors = formState.errors;
  const showIssue = (field: string, message: string) => setError(field as never, { message });
  const codes = modalities.map((modality) => modality.code);

  const onSubmit = handleSubmit(async (values) => {
    const parsed = checkpointSetupSchema.safeParse(toCheckpointSetup(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) showIssue(fieldOfCheckpointIssue(issue.path), issue.message);
      return;
    }
    try {
      const { checkpoint } = await save.mutateAsync({ checkpoint: parsed.data, number });
      toast.success(fill(t.saved, { number: checkpoint.number }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError) for (const [field, message] of Object.entries(error.fields)) showIssue(fieldOfCheckpointIssue(field.split('.')), message);
      toast.error(errorMessage(error));
    }
  });

  const lapsError = errors.laps?.root?.message ?? errors.laps?.message;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth fullScreen={phone} maxWidth="md" slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}>
      <DialogTitle id={titleId}>{number === null ? t.newTitle : fill(t.editTitle, { number })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '160px minmax(0, 1fr) 220px' } }}>
          <TextField {...fieldProps(register('number'), errors.number)} label={t.number} required helperText={errors.number?.message ?? t.numberHint} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField {...fieldProps(register('description'), errors.description)} label={t.description} required helperText={errors.description?.message ?? t.descriptionHint} />
          <TextField
            {...fieldProps(register('distanceKm'), errors.distanceKm)}
            label={t.distanceKm}
            helperText={errors.distanceKm?.message ?? t.distanceHint}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Box>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}>
          <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t.laps}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {laps.fields.length === 0 ? t.noLaps : t.lapsLead}
          </Typography>
          {laps.fields.map((lap, index) => {
            const error = errors.laps?.[index];
            const known = codes.includes(lap.modalityCode);
            return (
              <Box
                key={lap.id}
                data-testid="lap-row"
                sx={{
                  display: 'grid',
                  gap: 1,
                  alignItems: 'start',
                  gridTemplateColumns: { xs: '96px minmax(0, 1fr) auto', sm: 'minmax(0, 1.2fr) 96px minmax(0, 1.4fr) auto' },
                  gridTemplateAreas: { xs: '"modality modality remove" "lap kind kind"', sm: '"modality lap kind remove"' },
                  pb: { xs: 1.5, sm: 0 },
                  borderBottom: { xs: '1px solid #EDF0F5', sm: 0 },
                }}
              >
                <TextField {...fieldProps(register(`laps.${index}.modalityCode`), error?.modalityCode)} select label={t.modality} sx={{ gridArea: 'modality' }} slotProps={nativeSelect}>
                  {!known && <option value={lap.modalityCode}>{lap.modalityCode || t.chooseModality}</option>}
                  {modalities.map((modality) => (
                    <option key={modality.code} value={modality.code}>
                      {`${modality.name} (${modality.code})`}
                    </option>
                  ))}
                </TextField>
                <TextField {...fieldProps(register(`laps.${index}.lap`), error?.lap)} label={t.lap} sx={{ gridArea: 'lap' }} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
                <TextField {...fieldProps(register(`laps.${index}.kind`), error?.kind)} select label={t.kind} sx={{ gridArea: 'kind' }} slotProps={nativeSelect}>
                  {CHECKPOINT_KINDS.map((kind) => (
                    <option key={kind} value={String(kind)}>
                      {t.kinds[kind]}
                    </option>
                  ))}
                </TextField>
                <IconButton aria-label={fill(t.removeLap, { number: index + 1 })} onClick={() => laps.remove(index)} sx={{ gridArea: 'remove', mt: 1 }}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Box>
            );
          })}
          {lapsError && <FormHelperText error>{lapsError}</FormHelperText>}
          <Box>
            <Button startIcon={<AddIcon />} onClick={() => laps.append(newLap(codes, getValues('laps')))} disabled={codes.length === 0 || laps.fields.length >= MAX_CHECKPOINT_LAPS}>
              {t.addLap}
            </Button>
          </Box>
        </Box>
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
