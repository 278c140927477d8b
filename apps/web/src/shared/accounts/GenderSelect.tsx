import { TextField, type TextFieldProps } from '@mui/material';
import { genderLabels, genders, messages } from '@dorsal/core';


const t = messages.accountScreens;

/** Género as a native select: Femenino (F) or Masculino (M); bound to a registered field or controlled (value, onChange…). */
export function GenderSelect({ binding }: { binding: Omit<TextFieldProps, 'select' | 'label' | 'children'> }) {
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
