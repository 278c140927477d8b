import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { parseIsoDate } from '../dates/iso-date.ts';
import { safeText } from '../validation/safe-text.ts';
import { genders } from './genders.ts';

const m = messages.account;
const required = messages.common.required;

export { genders, genderLabels, type Gender } from './genders.ts';

export const roles = ['athlete', 'admin'] as const;
export type Role = (typeof roles)[number];

const name = safeText({ error: required }).trim().min(1, required).max(100, m.maxLength);

export const emailSchema = safeText({ error: required })
  .trim()
  .min(1, required)
  .max(254, m.invalidEmail)
  .pipe(z.email({ error: m.invalidEmail }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = safeText({ error: required }).min(1, required).min(6, m.passwordMin).max(128);

export const phoneSchema = safeText({ error: required })
  .trim()
  .min(1, required)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{10,15}$/, m.invalidPhone));

export const birthDateSchema = safeText({ error: required })
  .min(1, required)
  .refine((value) => {
    const parts = parseIsoDate(value);
    return parts !== null && parts.year >= 1900 && value <= new Date().toISOString().slice(0, 10);
  }, m.invalidDate);

export const genderSchema = z.enum(genders, { error: required });

export const profileSchema = z.object({
  firstNames: name,
  lastNames: name,
  phone: phoneSchema,
  gender: genderSchema,
  birthDate: birthDateSchema,
  email: emailSchema,
});
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

export const signUpSchema = profileSchema.extend({ password: passwordSchema });
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({ email: emailSchema, password: passwordSchema });
export type SignInInput = z.input<typeof signInSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetSchema = z.object({
  token: safeText({ error: required }).min(1, required).max(500, m.resetInvalidToken),
  password: passwordSchema,
});

/** What the API returns for the signed-in account. */
export const accountViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstNames: z.string(),
  lastNames: z.string(),
  phone: z.string(),
  gender: z.enum(genders),
  birthDate: z.string(),
  role: z.enum(roles),
  photoUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountView = z.infer<typeof accountViewSchema>;

/** PATCH /api/me: the profile, plus the current password, which the server asks for when the e-mail changes. */
export const profileUpdateSchema = profileSchema.extend({ currentPassword: z.string().max(128).optional() });
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
