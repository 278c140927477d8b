import { z } from 'zod';
import { eventStaffRoles, type EventStaffRole } from '../events/event.schemas.ts';
import type { RegistrationChannel } from './registration.types.ts';

/**
 * Extra form fields (formulario, camposAdicionales of the event, the modality and each product).
 * Stored names: campo/iDCampo → id, etiqueta → label, tipoCampo → type, validacion 'Requerido' →
 * required, errorMessage → requiredMessage, regex/regexMessage → pattern/patternMessage, longitud →
 * maxLength, valor → options, observacion → hint, anchoCampo → width, hideInscriptor /
 * hideMasterCliente / hideMasterOrganizador → hideFor.
 */
export const fieldTypes = ['text', 'number', 'date', 'select', 'checkbox', 'radio', 'title', 'hidden'] as const;
export type FieldType = (typeof fieldTypes)[number];

export interface FieldOption {
  label: string;
  value: string;
}

export interface FieldDefinition {
  id: string;
  label: string;
  type: FieldType;
  required: boolean;
  /** Shown instead of 'Campo requerido'. */
  requiredMessage?: string;
  /** A regular expression the text must match (as the organizer wrote it, no implicit anchors). */
  pattern?: string;
  patternMessage?: string;
  /** Inclusive bounds of a number field. */
  min?: number;
  max?: number;
  maxLength?: number;
  options?: FieldOption[];
  /** Value of a 'hidden' field: fixed by the definition, never taken from the form. */
  defaultValue?: string;
  hint?: string;
  /** Columns out of 12. */
  width?: number;
  order?: number;
  /** Only staff at the point of sale see it. */
  hideInPublic?: boolean;
  /** Event roles that do not see it. */
  hideFor?: EventStaffRole[];
}

/** Who fills the form: the public online, or staff at the point of sale with their event role. */
export interface FieldContext {
  channel: RegistrationChannel;
  role?: EventStaffRole | null;
}

/** Fields that carry no value. */
export function isValueField(field: Pick<FieldDefinition, 'type'>): boolean {
  return field.type !== 'title';
}

/** Whether the field is shown (and so validated) in this context; 'hidden' fields never are. */
export function isFieldVisible(field: FieldDefinition, context: FieldContext): boolean {
  if (field.type === 'hidden') return false;
  if (field.hideInPublic && context.channel !== 'point_of_sale') return false;
  if (context.role && field.hideFor?.includes(context.role)) return false;
  return true;
}

function byOrder(fields: readonly FieldDefinition[]): FieldDefinition[] {
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => (a.field.order ?? Infinity) - (b.field.order ?? Infinity) || a.index - b.index)
    .map(({ field }) => field);
}

/** The fields to draw, by `order` (unordered ones last, as listed). */
export function visibleFields(fields: readonly FieldDefinition[], context: FieldContext): FieldDefinition[] {
  return byOrder(fields).filter((field) => isFieldVisible(field, context));
}

/** The label as drawn: required fields are marked with '*'. */
export function fieldLabel(field: Pick<FieldDefinition, 'label' | 'required' | 'type'>): string {
  return field.required && isValueField(field) ? `${field.label} *` : field.label;
}

/**
 * The extra fields of a registration: the event's general group, then the modality's own fields.
 * A modality with hideAditionalInputs asks only its own fields.
 */
export function formFieldsFor(options: {
  eventFields: readonly FieldDefinition[];
  modalityFields?: readonly FieldDefinition[];
  hideEventFields?: boolean;
}): FieldDefinition[] {
  const eventFields = options.hideEventFields ? [] : byOrder(options.eventFields);
  return [...eventFields, ...byOrder(options.modalityFields ?? [])];
}

/** tipoCampo as stored by the earlier system ('Select', 'option', 'titulo', …), or null. */
export function parseFieldType(value: string): FieldType | null {
  const normalized = value.trim().toLowerCase();
  const aliases: Record<string, FieldType> = { option: 'radio', titulo: 'title', título: 'title' };
  if (normalized in aliases) return aliases[normalized]!;
  return (fieldTypes as readonly string[]).includes(normalized) ? (normalized as FieldType) : null;
}

/** A field definition as configured by an organizer. */
export const fieldDefinitionSchema = z
  .object({
    id: z.string().trim().min(1).max(100),
    label: z.string().trim().min(1).max(200),
    type: z.enum(fieldTypes),
    required: z.boolean().default(false),
    requiredMessage: z.string().trim().min(1).max(200).optional(),
    pattern: z
      .string()
      .min(1)
      .max(500)
      .refine((pattern) => {
        try {
          new RegExp(pattern);
          return true;
        } catch {
          return false;
        }
      })
      .optional(),
    patternMessage: z.string().trim().min(1).max(200).optional(),
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    maxLength: z.number().int().min(1).max(10_000).optional(),
    options: z.array(z.object({ label: z.string().trim().min(1).max(200), value: z.string().max(200) })).optional(),
    defaultValue: z.string().max(1000).optional(),
    hint: z.string().max(1000).optional(),
    width: z.number().int().min(1).max(12).optional(),
    order: z.number().finite().optional(),
    hideInPublic: z.boolean().optional(),
    hideFor: z.array(z.enum(eventStaffRoles)).optional(),
  })
  .refine((field) => field.min === undefined || field.max === undefined || field.min <= field.max, { path: ['max'] })
  .refine((field) => (field.type !== 'select' && field.type !== 'radio') || (field.options?.length ?? 0) > 0, {
    path: ['options'],
  });
