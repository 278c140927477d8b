import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { safeText } from '../validation/safe-text.ts';
import { uniqueKeys } from '../validation/unique-keys.ts';
import { fieldDefinitionSchema, fieldTypes, type FieldDefinition } from '../registration/form-fields.ts';

const t = messages.eventSetup.form;
const required = messages.common.required;
const text = (max: number) => safeText({ error: required }).trim().max(max, messages.eventSetup.tooLong);
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** The roles a field can be hidden from (the spec's hideInscriptor, hideMasterCliente, hideMasterOrganizador). */
export const fieldHidingRoles = ['pointOfSale', 'clientManager', 'organizerManager'] as const;

/** The kinds an organizer picks from (a 'hidden' field carries a fixed value and is set up by import only). */
export const editableFieldTypes = fieldTypes.filter((type) => type !== 'hidden');

const isRegExp = (pattern: string) => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

/**
 * One extra field of the registration form as the organizer sets it up ('Formulario'): the spec's campo, etiqueta,
 * tipoCampo, validacion, regex and its message, longitud, valor, observacion, anchoCampo, the hide flags. The saved
 * list keeps the order shown; each field's `order` is its position.
 */
export const formFieldSetupSchema = z
  .object({
    id: safeText({ error: required }).trim().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, t.badId),
    label: text(200).min(1, required),
    type: z.enum(editableFieldTypes, { error: t.badType }),
    required: z.boolean(),
    requiredMessage: optionalText(200),
    pattern: safeText()
      .max(500, messages.eventSetup.tooLong)
      .optional()
      .transform((value) => (value ? value : undefined))
      .refine((value) => value === undefined || isRegExp(value), t.badPattern),
    patternMessage: optionalText(200),
    min: z.number({ error: t.badNumber }).finite(t.badNumber).optional(),
    max: z.number({ error: t.badNumber }).finite(t.badNumber).optional(),
    maxLength: z.number({ error: t.badMaxLength }).int(t.badMaxLength).min(1, t.badMaxLength).max(10_000, t.badMaxLength).optional(),
    options: z.array(z.object({ label: text(200).min(1, required), value: text(200).min(1, required) })).max(200).optional(),
    hint: optionalText(1000),
    width: z.union([z.literal(3), z.literal(4), z.literal(6), z.literal(12)], { error: t.badWidth }),
    hideInPublic: z.boolean(),
    hideFor: z.array(z.enum(fieldHidingRoles)).max(3),
  })
  .superRefine((field, ctx) => {
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) ctx.addIssue({ code: 'custom', message: t.minAboveMax, path: ['max'] });
    const choices = field.type === 'select' || field.type === 'radio';
    if (choices && (field.options?.length ?? 0) === 0) ctx.addIssue({ code: 'custom', message: t.noOptions, path: ['options'] });
    const seen = new Set<string>();
    (field.options ?? []).forEach((option, index) => {
      if (seen.has(option.value)) ctx.addIssue({ code: 'custom', message: t.optionRepeated, path: ['options', index, 'value'] });
      seen.add(option.value);
    });
    if (field.patternMessage && !field.pattern) ctx.addIssue({ code: 'custom', message: t.patternMessageAlone, path: ['patternMessage'] });
  });
export type FormFieldSetup = z.output<typeof formFieldSetupSchema>;
export type FormFieldSetupInput = z.input<typeof formFieldSetupSchema>;

/** The event's extra fields, in the order the athlete sees them. */
export const eventFormSetupSchema = z.object({
  fields: z
    .array(formFieldSetupSchema)
    .max(60, t.tooMany)
    .superRefine(uniqueKeys('id', t.idRepeated)),
});
export type EventFormSetup = z.output<typeof eventFormSetupSchema>;

/** The form as the API answers it (plain data: a response schema carries no transforms). */
export const eventFormViewSchema = z.object({
  fields: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      type: z.enum(editableFieldTypes),
      required: z.boolean(),
      requiredMessage: z.string().optional(),
      pattern: z.string().optional(),
      patternMessage: z.string().optional(),
      min: z.number().optional(),
      max: z.number().optional(),
      maxLength: z.number().int().optional(),
      options: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
      hint: z.string().optional(),
      width: z.union([z.literal(3), z.literal(4), z.literal(6), z.literal(12)]),
      hideInPublic: z.boolean(),
      hideFor: z.array(z.enum(fieldHidingRoles)),
    }),
  ),
});

export type FormFieldView = z.infer<typeof eventFormViewSchema>['fields'][number];

/** What the registration reads: a field definition per set-up field, `order` its position, only what applies to its type. */
export function fieldDefinitionsOf(fields: readonly FormFieldView[]): FieldDefinition[] {
  return fields.map((field, order) => {
    const choices = field.type === 'select' || field.type === 'radio';
    const typed = field.type === 'text' || field.type === 'number';
    return fieldDefinitionSchema.parse({
      id: field.id,
      label: field.label,
      type: field.type,
      required: field.type === 'title' ? false : field.required,
      ...(field.requiredMessage && field.type !== 'title' ? { requiredMessage: field.requiredMessage } : {}),
      ...(field.pattern && typed ? { pattern: field.pattern, ...(field.patternMessage ? { patternMessage: field.patternMessage } : {}) } : {}),
      ...(field.type === 'number' ? { ...(field.min !== undefined ? { min: field.min } : {}), ...(field.max !== undefined ? { max: field.max } : {}) } : {}),
      ...(field.maxLength !== undefined && field.type === 'text' ? { maxLength: field.maxLength } : {}),
      ...(choices ? { options: field.options } : {}),
      ...(field.hint ? { hint: field.hint } : {}),
      width: field.width,
      order,
      ...(field.hideInPublic ? { hideInPublic: true } : {}),
      ...(field.hideFor.length > 0 ? { hideFor: field.hideFor } : {}),
    });
  });
}

/** The editor's view of a stored definition (imported ones may carry any width; 'hidden' ones are not edited here). */
export function formFieldSetupOf(field: FieldDefinition): FormFieldSetupInput {
  const width = ([3, 4, 6, 12] as const).find((candidate) => candidate >= (field.width ?? 12)) ?? 12;
  return {
    id: field.id,
    label: field.label,
    type: field.type === 'hidden' ? 'text' : field.type, // never reached: the service keeps 'hidden' fields aside
    required: field.required,
    requiredMessage: field.requiredMessage,
    pattern: field.pattern,
    patternMessage: field.patternMessage,
    min: field.min,
    max: field.max,
    maxLength: field.maxLength,
    options: field.options,
    hint: field.hint,
    width,
    hideInPublic: field.hideInPublic ?? false,
    hideFor: (field.hideFor ?? []).filter((role): role is (typeof fieldHidingRoles)[number] => (fieldHidingRoles as readonly string[]).includes(role)),
  };
}
