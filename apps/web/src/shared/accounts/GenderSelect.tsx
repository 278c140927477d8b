import { OutlinedField, type OutlinedFieldProps } from '../forms/OutlinedField.tsx';
import { genderLabels, genders, messages } from '@dorsal/core';

const t = messages.accountScreens;

/** Género as a native select: Femenino (F) or Masculino (M); bound to a registered field or controlled (value, onChange…). */
export function GenderSelect({ binding }: { binding: Omit<OutlinedFieldProps, 'select' | 'label' | 'children'> }) {
  return (
    <OutlinedField {...binding} select label={t.gender}>
      <option value="" disabled>
        {t.chooseOption}
      </option>
      {genders.map((gender) => (
        <option key={gender} value={gender}>
          {genderLabels[gender]}
        </option>
      ))}
    </OutlinedField>
  );
}
