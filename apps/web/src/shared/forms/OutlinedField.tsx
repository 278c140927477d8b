import { useId } from 'react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { FormControl, FormHelperText, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';

export interface OutlinedFieldProps {
  label: string;
  name?: string;
  /** A native select whose options are the children. */
  select?: boolean;
  children?: ReactNode;
  value?: string;
  defaultValue?: string;
  inputRef?: Ref<HTMLInputElement | HTMLSelectElement>;
  onChange?: (event: { target: { name: string; value: string } }) => unknown;
  onBlur?: (event: { target: { name: string; value: string } }) => unknown;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The id of a message outside the field that describes it (e.g. a group's message). */
  describedBy?: string;
}

/**
 * An outlined text input or native select drawn as MUI's TextField draws it, from TextField's own parts. TextField
 * also imports the menu-based Select (menu, popover, modal, focus trap) and the other two variants, which a page with
 * only outlined inputs and native selects never shows: the registration's first step, on an organizer's site, stays
 * lighter without them.
 */
export function OutlinedField({
  label,
  name,
  select = false,
  children,
  value,
  defaultValue,
  inputRef,
  onChange,
  onBlur,
  error = false,
  helperText,
  required,
  type,
  autoComplete,
  inputMode,
  describedBy,
}: OutlinedFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const inputProps = { inputMode, 'aria-describedby': helperId ?? describedBy };
  const common = { id, name, value, defaultValue, inputRef, onChange, onBlur, required };
  return (
    <FormControl fullWidth error={error} required={required}>
      <InputLabel htmlFor={id} shrink={select ? true : undefined}>
        {label}
      </InputLabel>
      {select ? (
        <NativeSelect {...common} input={<OutlinedInput label={label} notched />} inputProps={inputProps}>
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput {...common} label={label} type={type} autoComplete={autoComplete} inputProps={inputProps} />
      )}
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
