import { Alert, FormControl, FormLabel, RadioGroup, Stack, Typography } from '@mui/material';
import { messages, fill } from '@dorsal/core';
import type { CategoryPicker as Picker } from '@dorsal/core';
import { ageRangeText } from '../../../shared/events/format.ts';
import type { ModalityOption } from '@dorsal/core';
import { ChoiceCard } from './ChoiceCard.tsx';

const t = messages.registrationScreens.options;

/**
 * 'Categoría' (spec §2, §5): the categories core `offeredCategories` offers for the athlete's gender
 * and age, the suggested one flagged; the picker's message when there are none.
 */
export function CategoryPicker({
  picker,
  modality,
  currency,
  value,
  onChange,
}: {
  picker: Picker;
  modality: ModalityOption;
  currency: string;
  value: string | null;
  onChange: (code: string) => void;
}) {
  if (picker.message) return <Alert severity="warning">{picker.message}</Alert>;
  const modalityPrice = modality.price?.[currency]?.cents;
  return (
    <FormControl component="fieldset" sx={{ minWidth: 0, width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
        {t.category}
      </FormLabel>
      {picker.age !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {fill(t.ageNote, { age: picker.age })}
        </Typography>
      )}
      <RadioGroup value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <Stack spacing={1}>
          {picker.categories.map(({ category, label }) => {
            const own = modality.categories.find((option) => option.code === category.code && option.branch === category.branch)?.price?.[currency];
            return (
              <ChoiceCard
                key={category.code}
                value={category.code}
                name={label}
                checked={category.code === value}
                details={ageRangeText(category)}
                aside={own && own.cents !== modalityPrice ? <span className="tabular-nums">{own.text}</span> : undefined}
              />
            );
          })}
        </Stack>
      </RadioGroup>
    </FormControl>
  );
}
