import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** Props binding a MUI TextField (text or native select) to a registered form field, or to an uncontrolled input. */
export interface FieldBinding {
  name: string;
  inputRef?: UseFormRegisterReturn['ref'];
  onChange?: UseFormRegisterReturn['onChange'];
  onBlur?: UseFormRegisterReturn['onBlur'];
  defaultValue?: string;
  error: boolean;
  helperText: string | undefined;
}

export function fieldProps(registered: UseFormRegisterReturn, error: FieldError | undefined): FieldBinding {
  const { ref, name, onChange, onBlur } = registered;
  return { name, inputRef: ref, onChange, onBlur, error: Boolean(error), helperText: error?.message };
}
