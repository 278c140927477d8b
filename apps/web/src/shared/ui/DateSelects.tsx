import { useId } from 'react';
import { Box, FormHelperText, Typography } from '@mui/material';
import { OutlinedField } from '../forms/OutlinedField.tsx';
import { birthYears, messages, spanishMonths } from '@dorsal/core';
import type { FieldBinding } from '../forms/fieldProps.ts';

const t = messages.accountScreens;
const days = Array.from({ length: 31 }, (_, i) => i + 1);
const monthNumbers = days.slice(0, 12);
const years = birthYears(new Date().getFullYear());

function Options({ values, labels, placeholder }: { values: number[]; labels?: readonly string[]; placeholder: string }) {
  return (
    <>
      <option value="" disabled>
        {placeholder}
      </option>
      {values.map((value, i) => (
        <option key={value} value={value}>
          {labels?.[i] ?? value}
        </option>
      ))}
    </>
  );
}

/**
 * A date as three native selects — Día (1–31), Mes (Spanish month names), Año (this year back 100) —
 * grouped under a legend, with one message line for the group.
 */
export function DateSelects({
  legend,
  day,
  month,
  year,
}: {
  legend: string;
  day: FieldBinding;
  month: FieldBinding;
  year: FieldBinding;
}) {
  const messageId = useId();
  const message = day.helperText ?? month.helperText ?? year.helperText;
  const bind = ({ helperText: _helperText, ...rest }: FieldBinding) => ({ ...rest, select: true, describedBy: message ? messageId : undefined });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1.5, p: 0 }}>
        {legend}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '23% minmax(0, 1fr) 29%',
          gap: 1,
          '& .MuiNativeSelect-select.MuiNativeSelect-select': { pl: 1.5, pr: 3.25 },
        }}
      >
        <OutlinedField {...bind(day)} label={t.day}>
          <Options values={days} placeholder="–" />
        </OutlinedField>
        <OutlinedField {...bind(month)} label={t.month}>
          <Options values={monthNumbers} labels={spanishMonths} placeholder={t.chooseOption} />
        </OutlinedField>
        <OutlinedField {...bind(year)} label={t.year}>
          <Options values={years} placeholder="–" />
        </OutlinedField>
      </Box>
      {message && (
        <FormHelperText id={messageId} error sx={{ mx: 1.75 }}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
