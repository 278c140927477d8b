import { useId } from 'react';
import { Box, Button, FormHelperText, IconButton, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useFieldArray, type Control, type FieldErrors, type UseFormGetValues, type UseFormRegister } from 'react-hook-form';
import { MAX_START_WAVES, fill, messages } from '@dorsal/core';
import { fieldProps } from '../../../../shared/forms/fieldProps.ts';
import { newWave, type ModalityValues } from './modalityForm.ts';

const t = messages.eventSetup.modalities;

/** 'Salidas (oleadas)': each wave's name and start in the event's zone; the first is the modality's start. */
export function ModalityWaveFields({ control, register, getValues, errors }: {
  control: Control<ModalityValues>;
  register: UseFormRegister<ModalityValues>;
  getValues: UseFormGetValues<ModalityValues>;
  errors: FieldErrors<ModalityValues>;
}) {
  const leadId = useId();
  const waves = useFieldArray({ control, name: 'waves' });
  const rootError = errors.waves?.root?.message ?? errors.waves?.message;
  return (
    <Box component="fieldset" aria-describedby={leadId} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t.waves}
      </Typography>
      <Typography id={leadId} variant="body2" color="text.secondary">
        {t.wavesLead}
      </Typography>
      {waves.fields.map((wave, index) => {
        const error = errors.waves?.[index];
        return (
          <Box
            key={wave.id}
            data-testid="wave-row"
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr) auto', md: 'minmax(0, 1fr) 230px 110px 110px auto' },
              gridTemplateAreas: { xs: '"name name remove" "start start remove" "from to remove"', md: '"name start from to remove"' },
              pb: { xs: 1.5, sm: 0 },
              borderBottom: { xs: '1px solid #EDF0F5', sm: 0 },
            }}
          >
            <TextField {...fieldProps(register(`waves.${index}.name`), error?.name)} label={t.waveName} required sx={{ gridArea: 'name' }} />
            <TextField
              {...fieldProps(register(`waves.${index}.start`), error?.start)}
              label={t.waveStart}
              type="datetime-local"
              required
              sx={{ gridArea: 'start' }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField {...fieldProps(register(`waves.${index}.bibFrom`), error?.bibFrom)} label={t.waveBibFrom} inputMode="numeric" sx={{ gridArea: 'from' }} />
            <TextField {...fieldProps(register(`waves.${index}.bibTo`), error?.bibTo)} label={t.waveBibTo} inputMode="numeric" sx={{ gridArea: 'to' }} />
            <IconButton aria-label={fill(t.removeWave, { number: index + 1 })} onClick={() => waves.remove(index)} disabled={waves.fields.length === 1} sx={{ gridArea: 'remove', mt: 1 }}>
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        );
      })}
      {rootError && <FormHelperText error>{rootError}</FormHelperText>}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => waves.append(newWave(getValues('waves').at(-1)))} disabled={waves.fields.length >= MAX_START_WAVES}>
          {t.addWave}
        </Button>
      </Box>
    </Box>
  );
}
