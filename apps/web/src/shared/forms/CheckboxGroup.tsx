import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, type SxProps, type Theme } from '@mui/material';

/** A titled row of checkboxes that edits a list of chosen values (modalities, roles…), with a message under it. */
export function CheckboxGroup<V extends string>({ legend, options, value, onChange, helperText, error = false, disabled = false, sx }: {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  helperText?: string | undefined;
  error?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <FormControl component="fieldset" error={error} disabled={disabled} sx={sx}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                checked={value.includes(option.value)}
                onChange={(_, checked) => onChange(checked ? [...value, option.value] : value.filter((chosen) => chosen !== option.value))}
              />
            }
          />
        ))}
      </FormGroup>
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}
