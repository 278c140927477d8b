import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { fill, messages } from '@dorsal/core';
import { fieldProps } from '../../../shared/forms/fieldProps.ts';
import type { ModalityValues } from './modalityForm.ts';

const t = messages.eventSetup.modalities;

/** 'Precios por periodo': from, to and the price in pesos; periods may not overlap. */
export function ModalityPriceFields({ control, register, errors }: { control: Control<ModalityValues>; register: UseFormRegister<ModalityValues>; errors: FieldErrors<ModalityValues> }) {
  const windows = useFieldArray({ control, name: 'priceWindows' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {t.prices}
      </Typography>
      {windows.fields.map((window, index) => (
        <Box key={window.id} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr auto' }, alignItems: 'start' }}>
          <TextField {...fieldProps(register(`priceWindows.${index}.from`), errors.priceWindows?.[index]?.from)} label={t.from} type="date" slotProps={{ inputLabel: { shrink: true } }} />
          <TextField {...fieldProps(register(`priceWindows.${index}.to`), errors.priceWindows?.[index]?.to)} label={t.to} type="date" slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            {...fieldProps(register(`priceWindows.${index}.price`), errors.priceWindows?.[index]?.price)}
            label={t.price}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <IconButton aria-label={fill(t.removePrice, { number: index + 1 })} onClick={() => windows.remove(index)} sx={{ mt: 1 }}>
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => windows.append({ from: '', to: '', price: '' })}>
          {t.addPrice}
        </Button>
      </Box>
    </Box>
  );
}
