import { useState } from 'react';
import { Box, Chip, TextField, Typography } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { fill, messages, offeredCategories, type Branch } from '@dorsal/core';
import { toModalitySetup, type ModalityValues } from './modalityForm.ts';

const t = messages.eventSetup.modalities;

/** Which category the registration form would offer an athlete of a gender and birth date: the wizard's own picker. */
export function CategoryPreview({ control, eventDate }: { control: Control<ModalityValues>; eventDate: string }) {
  const [branch, setBranch] = useState<Branch>('F');
  const [birthDate, setBirthDate] = useState('1990-06-15');
  const values = useWatch({ control }) as ModalityValues;
  const categories = toModalitySetup({ ...values, priceWindows: [], categories: values.categories ?? [] }).categories.filter(
    (category) => Number.isFinite(category.minAge) && Number.isFinite(category.maxAge),
  );
  const picker = offeredCategories({ categories, branch, birthDate, eventDate, ageAtEventDate: true, lowerCategories: false });
  return (
    <Box component="section" aria-label={t.preview} data-testid="category-preview" sx={{ display: 'grid', gap: 1.5, p: 2, borderRadius: 2, bgcolor: '#F7F9FC' }}>
      <Typography sx={{ fontWeight: 700 }}>{t.preview}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t.previewLead}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField select label={t.previewGender} value={branch} onChange={(event) => setBranch(event.target.value as Branch)} slotProps={{ select: { native: true } }} sx={{ width: 160 }}>
          <option value="F">{t.branches.F}</option>
          <option value="M">{t.branches.M}</option>
        </TextField>
        <TextField label={t.previewBirthDate} type="date" value={birthDate} onChange={(event) => setBirthDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: 200 }} />
      </Box>
      <Box role="status" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {picker.age !== null && <Typography variant="body2">{fill(t.previewAge, { age: picker.age })}</Typography>}
        {picker.categories.map((offered) => (
          <Chip key={`${offered.category.branch}-${offered.category.code}`} label={offered.label} color={offered.suggested ? 'primary' : 'default'} />
        ))}
        {picker.message && <Typography variant="body2" color="text.secondary">{picker.message}</Typography>}
      </Box>
    </Box>
  );
}
