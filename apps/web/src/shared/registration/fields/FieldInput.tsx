import { Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { fieldLabel, messages } from '@dorsal/core';
import type { FieldDefinition } from '@dorsal/core';

export interface FieldInputProps {
  field: FieldDefinition;
  value: unknown;
  error: string | undefined;
  onChange: (value: unknown) => void;
  onBlur: () => void;
}

const asText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** One extra form field by type: text, number, date, select, checkbox, radio or a title. */
export function FieldInput({ field, value, error, onChange, onBlur }: FieldInputProps) {
  const helperText = error ?? field.hint;
  switch (field.type) {
    case 'title':
      return (
        <Typography variant="h3" sx={{ fontSize: '1.05rem', mt: 1 }}>
          {field.label}
        </Typography>
      );
    case 'checkbox':
      return (
        <FormControl error={Boolean(error)}>
          <FormControlLabel
            label={fieldLabel(field)}
            control={<Checkbox checked={value === true} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} />}
          />
          {helperText && <FormHelperText sx={{ mt: 0 }}>{helperText}</FormHelperText>}
        </FormControl>
      );
    case 'radio':
      return (
        <FormControl component="fieldset" error={Boolean(error)} sx={{ minWidth: 0 }}>
          <FormLabel component="legend">{fieldLabel(field)}</FormLabel>
          <RadioGroup row value={asText(value)} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
            {(field.options ?? []).map((option) => (
              <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
            ))}
          </RadioGroup>
          {helperText && <FormHelperText>{helperText}</FormHelperText>}
        </FormControl>
      );
    case 'select':
      return (
        <TextField
          select
          label={field.label}
          required={field.required}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={helperText}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{messages.accountScreens.chooseOption}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      );
    default:
      return (
        <TextField
          label={field.label}
          required={field.required}
          type={field.type === 'date' ? 'date' : 'text'}
          value={asText(value)}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={helperText}
          slotProps={{
            inputLabel: field.type === 'date' ? { shrink: true } : undefined,
            htmlInput: {
              maxLength: field.type === 'text' ? field.maxLength : undefined,
              inputMode: field.type === 'number' ? 'decimal' : undefined,
            },
          }}
        />
      );
  }
}
