import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { idParam } from '../validation/id-param.ts';
import { safeText } from '../validation/safe-text.ts';
import { staffEmailSchema } from '../staff/staff.schemas.ts';

const t = messages.organizers;
const required = messages.common.required;

/** An organizer's roles: titulares run it and its team; administradores run its events. */
export const organizerRoles = ['owner', 'manager'] as const;
export const organizerRoleSchema = z.enum(organizerRoles, { error: t.staff.chooseRole });
export type OrganizerRole = z.infer<typeof organizerRoleSchema>;

const optionalText = (pattern: RegExp, message: string, max: number) =>
  safeText()
    .trim()
    .max(max, t.tooLong)
    .refine((value) => value === '' || pattern.test(value), message)
    .transform((value) => (value === '' ? null : value));

export const organizerNameSchema = safeText({ error: required }).trim().min(1, required).max(120, t.tooLong);

/** The organizer's settings: name, colour (colorOrganizador), privacy notice (linkAvisoPrivacidad). */
export const organizerInputSchema = z.object({
  name: organizerNameSchema,
  color: optionalText(/^#[0-9a-f]{6}$/i, t.badColor, 7).nullable().default(null),
  privacyLink: optionalText(/^https?:\/\/[^\s]+\.[^\s]+$/i, t.badLink, 500).nullable().default(null),
});
export type OrganizerInput = z.input<typeof organizerInputSchema>;
export type OrganizerSettings = z.infer<typeof organizerInputSchema>;

export const organizerViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string().nullable(),
  privacyLink: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** The caller's role ('admin' for a platform admin with none). */
  role: z.union([organizerRoleSchema, z.literal('admin')]),
  eventCount: z.number().int(),
});
export type OrganizerView = z.infer<typeof organizerViewSchema>;

export const organizerMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: organizerRoleSchema,
  since: z.string(),
});
export type OrganizerMember = z.infer<typeof organizerMemberSchema>;

export const addOrganizerMemberSchema = z.object({
  email: staffEmailSchema,
  role: organizerRoleSchema,
});
export type AddOrganizerMember = z.infer<typeof addOrganizerMemberSchema>;

export const organizerMemberParams = z.object({ id: idParam, userId: safeText().min(1).max(80) });
