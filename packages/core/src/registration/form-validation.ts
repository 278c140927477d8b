import { z } from 'zod';
import { parseIsoDate } from '../dates/iso-date.ts';
import { messages } from '../i18n/messages.ts';
import { isSafeText } from '../validation/safe-text.ts';
import { fill } from '../i18n/fill.ts';
import { isFieldVisible, isValueField, type FieldContext, type FieldDefinition } from './form-fields.ts';
import type { FormValue, FormValues } from './registration.types.ts';

const m = messages.registration.fields;

/** Longest text accepted when a field sets no maxLength. */
export const DEFAULT_FIELD_MAX_LENGTH = 1000;

export type FieldCheck = { ok: true; value: FormValue | undefined } | { ok: false; message: string };

export interface FormValidation {
  valid: boolean;
  /** Message per field id. */
  errors: Record<string, string>;
  /** Normalised values of the visible value fields (and the fixed values of 'hidden' fields). */
  values: FormValues;
  /** Required fields left empty, in form order (for the toasts). */
  missingRequired: { id: string; label: string }[];
}

function text(raw: unknown): string {
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return '';
}

function checkbox(raw: unknown): boolean {
  return raw === true || raw === 1 || raw === 'true' || raw === 'on';
}

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true; // a broken pattern is a configuration error; fieldDefinitionSchema rejects it
  }
}

function checkText(field: FieldDefinition, value: string): FieldCheck {
  const max = field.maxLength ?? DEFAULT_FIELD_MAX_LENGTH;
  if (value.length > max) return { ok: false, message: fill(m.maxLength, { max }) };
  if (field.pattern && !matches(field.pattern, value)) return { ok: false, message: field.patternMessage ?? m.invalidPattern };
  return { ok: true, value };
}

function checkNumber(field: FieldDefinition, raw: unknown, value: string): FieldCheck {
  const number = typeof raw === 'number' ? raw : /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) return { ok: false, message: m.invalidNumber };
  if (field.min !== undefined && number < field.min) return { ok: false, message: fill(m.minNumber, { min: field.min }) };
  if (field.max !== undefined && number > field.max) return { ok: false, message: fill(m.maxNumber, { max: field.max }) };
  return { ok: true, value: number };
}

function checkFilled(field: FieldDefinition, raw: unknown, value: string): FieldCheck {
  switch (field.type) {
    case 'number':
      return checkNumber(field, raw, value);
    case 'date':
      return parseIsoDate(value) ? { ok: true, value } : { ok: false, message: m.invalidDate };
    case 'select':
    case 'radio':
      return !field.options?.length || field.options.some((option) => option.value === value)
        ? { ok: true, value }
        : { ok: false, message: m.invalidOption };
    default:
      return checkText(field, value);
  }
}

/**
 * One field's value: required fields must be filled ('Campo requerido' or the field's message; a
 * required checkbox must be ticked); a checkbox without value is false; numbers are parsed and
 * kept within min..max; dates are 'YYYY-MM-DD'; select and radio values must be an option; text
 * obeys maxLength and the pattern; no value holds control characters or broken UTF-16 (isSafeText).
 * Empty optional fields have no value.
 */
export function checkFieldValue(field: FieldDefinition, raw: unknown): FieldCheck {
  const requiredMessage = field.requiredMessage ?? messages.common.required;
  if (field.type === 'title') return { ok: true, value: undefined };
  if (field.type === 'hidden') return { ok: true, value: field.defaultValue ?? '' };
  if (field.type === 'checkbox') {
    const value = checkbox(raw);
    return field.required && !value ? { ok: false, message: requiredMessage } : { ok: true, value };
  }
  const value = text(raw);
  if (value === '') return field.required ? { ok: false, message: requiredMessage } : { ok: true, value: undefined };
  if (!isSafeText(value)) return { ok: false, message: messages.validation.invalidCharacters };
  return checkFilled(field, raw, value);
}

/**
 * Validates the extra fields shown in a context (hidden ones are skipped and their submitted
 * values dropped; 'hidden'-type fields keep their configured value). Unknown keys are dropped.
 */
export function validateFormValues(
  fields: readonly FieldDefinition[],
  values: Readonly<Record<string, unknown>>,
  context: FieldContext,
): FormValidation {
  const result: FormValidation = { valid: true, errors: {}, values: {}, missingRequired: [] };
  for (const field of fields) {
    if (!isValueField(field) || (field.type !== 'hidden' && !isFieldVisible(field, context))) continue;
    const raw = Object.hasOwn(values, field.id) ? values[field.id] : undefined;
    const check = checkFieldValue(field, raw);
    if (check.ok) {
      if (check.value !== undefined) result.values[field.id] = check.value;
      continue;
    }
    result.valid = false;
    result.errors[field.id] = check.message;
    const empty = field.type === 'checkbox' ? !checkbox(raw) : text(raw) === '';
    if (field.required && empty) result.missingRequired.push({ id: field.id, label: field.label });
  }
  return result;
}

/** Leaving the wizard step: '{label} requerido' per missing field, then 'Revisa los campos requeridos'. */
export function stepToasts(validation: FormValidation): string[] {
  if (validation.valid) return [];
  return [...validation.missingRequired.map(({ label }) => fill(m.requiredToast, { label })), m.reviewRequired];
}

/** On send: 'El campo {label} es un campo requerido' per missing field (7 s each). */
export function sendToasts(validation: FormValidation): string[] {
  return validation.missingRequired.map(({ label }) => fill(m.requiredOnSend, { label }));
}

/**
 * The same rules as a zod schema (web form and server body alike): parses to the normalised
 * values, with one issue per field at path [fieldId].
 */
export function formValuesSchema(fields: readonly FieldDefinition[], context: FieldContext) {
  return z.record(z.string(), z.unknown()).transform((values, ctx): FormValues => {
    const validation = validateFormValues(fields, values, context);
    for (const [id, message] of Object.entries(validation.errors)) {
      ctx.addIssue({ code: 'custom', message, path: [id], input: values[id] });
    }
    return validation.values;
  });
}
