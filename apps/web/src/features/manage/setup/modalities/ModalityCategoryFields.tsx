import { Box, Button, Checkbox, FormControlLabel, IconButton, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { DEFAULT_PRICE_KEY, fill, messages, type PriceKey } from '@dorsal/core';
import { fieldProps } from '../../../../shared/forms/fieldProps.ts';
import { emptyCategory, suggestedCategories, type ModalityValues } from './modalityForm.ts';

const t = messages.eventSetup.modalities;

/** 'Categorías' per branch: code, name, age range (0 and 200 are open), overall podium and winners. */
export function ModalityCategoryFields({ control, register, errors }: { control: Control<ModalityValues>; register: UseFormRegister<ModalityValues>; errors: FieldErrors<ModalityValues> }) {
  const categories = useFieldArray({ control, name: 'categories' });
  const extraKeys = useWatch({ control, name: 'extraKeys' });
  const priced = extraKeys.length > 0;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {t.categories}
      </Typography>
      {categories.fields.map((category, index) => {
        const error = errors.categories?.[index];
        return (
          <Box
            key={category.id}
            data-testid="category-row"
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr 1fr', md: `110px 160px minmax(140px, 1fr) 104px 104px 96px ${priced ? '150px ' : ''}auto auto` },
              alignItems: 'start',
              pb: { xs: 1.5, md: 0 },
              borderBottom: { xs: '1px solid #EDF0F5', md: 0 },
            }}
          >
            <TextField {...fieldProps(register(`categories.${index}.branch`), error?.branch)} select label={t.branch} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
              <option value="F">{t.branches.F}</option>
              <option value="M">{t.branches.M}</option>
            </TextField>
            <TextField {...fieldProps(register(`categories.${index}.code`), error?.code)} label={t.categoryCode} />
            <TextField {...fieldProps(register(`categories.${index}.name`), error?.name)} label={t.categoryName} />
            <TextField {...fieldProps(register(`categories.${index}.minAge`), error?.minAge)} label={t.minAge} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <TextField {...fieldProps(register(`categories.${index}.maxAge`), error?.maxAge)} label={t.maxAge} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            <TextField {...fieldProps(register(`categories.${index}.winnersCount`), error?.winnersCount)} label={t.winnersCount} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            {priced && (
              <TextField
                {...fieldProps(register(`categories.${index}.priceKey`), error?.priceKey)}
                select
                label={t.categoryPrice}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {[DEFAULT_PRICE_KEY as PriceKey, ...extraKeys].map((key) => (
                  <option key={key} value={key}>
                    {t.priceKeyNames[key]}
                  </option>
                ))}
              </TextField>
            )}
            <Controller
              name={`categories.${index}.isOverall`}
              control={control}
              render={({ field }) => (
                <FormControlLabel control={<Checkbox checked={field.value} onChange={(_, checked) => field.onChange(checked)} />} label={t.isOverall} />
              )}
            />
            <IconButton aria-label={fill(t.removeCategory, { number: index + 1 })} onClick={() => categories.remove(index)}>
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<AddIcon />} onClick={() => categories.append(emptyCategory())}>
          {t.addCategory}
        </Button>
        <Button startIcon={<AutoFixHighIcon />} onClick={() => categories.replace(suggestedCategories)}>
          {t.suggested}
        </Button>
      </Box>
    </Box>
  );
}
