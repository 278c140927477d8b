import { TextField } from '@mui/material';
import { genderLabels, genders, messages } from '@dorsal/core';
import type { FieldBinding } from '../forms/fieldProps.ts';

const t = messages.accountScreens;

/** Género as a native select: Femenino (F) or Masculino (M). */
export function GenderSelect({ binding }: { binding: FieldBinding }) {
  return (
    <TextField
      {...binding}
      select
      label={t.gender}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {t.chooseOption}
      </option>
      {genders.map((gender) => (
        <option key={gender} value={gender}>
          {genderLabels[gender]}
        </option>
      ))}
    </TextField>
  );
}
