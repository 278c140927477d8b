import { z } from 'zod';
import { messages } from '../../i18n/messages.ts';
import { safeText } from '../../validation/safe-text.ts';

const t = messages.challengeOrganizer.formDefinition;
const required = messages.common.required;

export const challengeFormFieldTypes = ['text', 'number', 'date', 'select'] as const;

/**
 * One field of a challenge's event form, in the shape the athlete's step 0 reads (core athlete `challengeFormFields`):
 * a simpler cousin of the registration form's FieldDefinition (no channels, roles or patterns here).
 */
export const challengeFormFieldDefinitionSchema = z
  .object({
    name: safeText({ error: required }).trim().min(1, required).max(40).regex(/^[A-Za-z0-9_]+$/, t.nameFormat),
    label: safeText({ error: required }).trim().min(1, required).max(100),
    type: z.enum(challengeFormFieldTypes, { error: t.typeOption }),
    required: z.boolean({ error: required }),
    options: z.array(safeText().trim().min(1, required).max(100)).max(50),
  })
  .strict()
  .refine((field) => field.type !== 'select' || field.options.length > 0, { error: t.selectNeedsOptions, path: ['options'] });
export type ChallengeFormFieldDefinition = z.infer<typeof challengeFormFieldDefinitionSchema>;

/** The whole form: an empty list removes it. */
export const challengeFormDefinitionSchema = z
  .array(challengeFormFieldDefinitionSchema)
  .max(30)
  .refine((fields) => new Set(fields.map((field) => field.name)).size === fields.length, { error: t.duplicateName });
export type ChallengeFormDefinition = z.infer<typeof challengeFormDefinitionSchema>;
