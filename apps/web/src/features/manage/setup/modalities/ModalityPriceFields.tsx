import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { DEFAULT_PRICE_KEY, fill, messages, type PriceKey } from '@dorsal/core';
import { fieldProps } from '../../../../shared/forms/fieldProps.ts';
import { nextPriceKey, type ModalityValues } from './modalityForm.ts';

const t = messages.eventSetup.modalities;
const keyName = (key: PriceKey) => t.priceKeyNames[key];

/**
 * 'Precios por periodo': from, to and the price in pesos — the general one and any special price (students, seniors…)
 * that categories pay; periods may not overlap and each carries every price.
 */
export function ModalityPriceFields({
  control,
  register,
  setValue,
  errors,
}: {
  control: Control<ModalityValues>;
  register: UseFormRegister<ModalityValues>;
  setValue: UseFormSetValue<ModalityValues>;
  errors: FieldErrors<ModalityValues>;
}) {
  const windows = useFieldArray({ control, name: 'priceWindows' });
  const extraKeys = useWatch({ control, name: 'extraKeys' });
  const categories = useWatch({ control, name: 'categories' });
  const next = nextPriceKey(extraKeys);
  const removeKey = (key: PriceKey) => {
    setValue('extraKeys', extraKeys.filter((candidate) => candidate !== key));
    categories.forEach((category, index) => {
      if (category.priceKey === key) setValue(`categories.${index}.priceKey`, DEFAULT_PRICE_KEY);
    });
  };
  const columns = `1fr 1fr repeat(${1 + extraKeys.length}, minmax(0, 1fr)) auto`;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {t.prices}
      </Typography>
      {extraKeys.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t.priceKeysLead}
        </Typography>
      )}
      {windows.fields.map((window, index) => (
        <Box key={window.id} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: columns }, alignItems: 'start' }}>
          <TextField {...fieldProps(register(`priceWindows.${index}.from`), errors.priceWindows?.[index]?.from)} label={t.from} type="date" slotProps={{ inputLabel: { shrink: true } }} />
          <TextField {...fieldProps(register(`priceWindows.${index}.to`), errors.priceWindows?.[index]?.to)} label={t.to} type="date" slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            {...fieldProps(register(`priceWindows.${index}.price`), errors.priceWindows?.[index]?.price)}
            label={t.price}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          {extraKeys.map((key) => (
            <TextField
              key={key}
              {...fieldProps(register(`priceWindows.${index}.extra.${key}`), errors.priceWindows?.[index]?.extra?.[key])}
              label={fill(t.priceOf, { name: keyName(key) })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          ))}
          <IconButton aria-label={fill(t.removePrice, { number: index + 1 })} onClick={() => windows.remove(index)} sx={{ mt: 1 }}>
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<AddIcon />} onClick={() => windows.append({ from: '', to: '', price: '', extra: {} })}>
          {t.addPrice}
        </Button>
        {next && (
          <Button startIcon={<AddIcon />} onClick={() => setValue('extraKeys', [...extraKeys, next])}>
            {t.addPriceKey}
          </Button>
        )}
        {extraKeys.map((key) => (
          <Button key={key} startIcon={<DeleteOutlineIcon />} onClick={() => removeKey(key)}>
            {fill(t.removePriceKey, { name: keyName(key) })}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
