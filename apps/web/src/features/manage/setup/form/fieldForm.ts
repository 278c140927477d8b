import { formFieldSetupSchema, type FormFieldView, type fieldHidingRoles } from '@dorsal/core';

type HidingRole = (typeof fieldHidingRoles)[number];

/** A field as its dialog edits it: numbers and options as typed. */
export interface FieldValues {
  id: string;
  label: string;
  type: FormFieldView['type'];
  required: boolean;
  requiredMessage: string;
  pattern: string;
  patternMessage: string;
  min: string;
  max: string;
  maxLength: string;
  /** One option per line: 'valor = texto', or just the text (then the value is the text). */
  options: string;
  hint: string;
  width: FormFieldView['width'];
  hideInPublic: boolean;
  hideFor: HidingRole[];
}

export const newFieldValues = (): FieldValues => ({
  id: '', label: '', type: 'text', required: false, requiredMessage: '', pattern: '', patternMessage: '', min: '', max: '', maxLength: '',
  options: '', hint: '', width: 12, hideInPublic: false, hideFor: [],
});

export function fieldValuesOf(field: FormFieldView): FieldValues {
  const number = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    ...field,
    requiredMessage: field.requiredMessage ?? '',
    pattern: field.pattern ?? '',
    patternMessage: field.patternMessage ?? '',
    min: number(field.min),
    max: number(field.max),
    maxLength: number(field.maxLength),
    options: (field.options ?? []).map((option) => (option.value === option.label ? option.label : `${option.value} = ${option.label}`)).join('\n'),
    hint: field.hint ?? '',
  };
}

function parseOptions(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('=');
      if (at < 0) return { label: line, value: line };
      return { value: line.slice(0, at).trim(), label: line.slice(at + 1).trim() };
    });
}

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/** Checks the dialog's values with the API's rules: the field, or the first message per input. */
export function checkField(values: FieldValues): { field: FormFieldView } | { errors: Partial<Record<keyof FieldValues, string>> } {
  const choices = values.type === 'select' || values.type === 'radio';
  const parsed = formFieldSetupSchema.safeParse({
    ...values,
    min: numberOrUndefined(values.min),
    max: numberOrUndefined(values.max),
    maxLength: numberOrUndefined(values.maxLength),
    options: choices ? parseOptions(values.options) : undefined,
  });
  if (parsed.success) return { field: parsed.data };
  const errors: Partial<Record<keyof FieldValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]) as keyof FieldValues;
    errors[key] ??= issue.message;
  }
  return { errors };
}
