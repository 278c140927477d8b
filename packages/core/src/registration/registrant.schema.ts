import { z } from 'zod';
import { emailSchema, genderSchema, phoneSchema } from '../accounts/account.schema.ts';
import { parseIsoDate } from '../dates/iso-date.ts';
import { messages } from '../i18n/messages.ts';
import { safeText } from '../validation/safe-text.ts';

const m = messages.registration.registrant;
const required = messages.common.required;

/** Longest name or surname (spec §9). */
export const NAME_MAX_LENGTH = 100;

const name = safeText({ error: required }).trim().min(1, required).max(NAME_MAX_LENGTH, messages.account.maxLength);

/** Correo: required, no spaces inside ('Campo Requerido no puede incluir espacios'), then the account rules. */
export const registrantEmailSchema = safeText({ error: required })
  .trim()
  .min(1, required)
  .max(1000, messages.account.invalidEmail)
  .refine((value) => !/\s/.test(value), m.emailNoSpaces)
  .pipe(emailSchema);

/** Fecha de nacimiento: 'AAAA-MM-DD', a real date, years 1900–2099. */
export const registrantBirthDateSchema = safeText({ error: required })
  .trim()
  .min(1, required)
  .refine((value) => {
    const parts = parseIsoDate(value);
    return parts !== null && parts.year >= 1900 && parts.year <= 2099;
  }, m.birthDateFormat);

const common = {
  firstNames: name,
  email: registrantEmailSchema,
  phone: phoneSchema,
  birthDate: registrantBirthDateSchema,
  gender: genderSchema,
};

/** One surname field (separarApellidos off). */
export const registrantSchema = z.object({ ...common, lastNames: name });

/** Paternal and maternal surnames (separarApellidos on); lastNames is both joined. */
export const registrantSeparateSurnamesSchema = z
  .object({ ...common, paternalSurname: name, maternalSurname: name })
  .transform((value) => ({ ...value, lastNames: `${value.paternalSurname} ${value.maternalSurname}` }));

export type RegistrantInput = z.input<typeof registrantSchema>;
export type Registrant = z.output<typeof registrantSchema>;
export type RegistrantSeparateSurnamesInput = z.input<typeof registrantSeparateSurnamesSchema>;
export type RegistrantSeparateSurnames = z.output<typeof registrantSeparateSurnamesSchema>;

/** The athlete-data step's schema for the event's separarApellidos setting. */
export function registrantSchemaFor(options: { separateSurnames: boolean }) {
  return options.separateSurnames ? registrantSeparateSurnamesSchema : registrantSchema;
}
