import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { parseIsoDate } from '../dates/iso-date.ts';
import { isValidTimeZone } from '../imports/local-time.ts';
import { safeText } from '../validation/safe-text.ts';
import { idParam } from '../validation/id-param.ts';
import { organizerNameSchema } from '../organizers/organizer.schemas.ts';
import { shortPathSchema } from './short-path.ts';
import { eventLifecycleStatusSchema, eventStaffRoleSchema } from './event.schemas.ts';

const t = messages.eventSetup;
const required = messages.common.required;

const text = (max: number) => safeText({ error: required }).trim().max(max, t.tooLong);
const requiredText = (max: number) => text(max).min(1, required);
const optionalCode = (pattern: RegExp, message: string) =>
  safeText()
    .trim()
    .max(40, t.tooLong)
    .refine((value) => value === '' || pattern.test(value), message)
    .transform((value) => (value === '' ? null : value));

/** The event's basic data, asked when it is created and edited in its settings. */
const eventBasicsSchema = z.object({
  name: requiredText(120),
  eventDate: safeText({ error: required }).refine((value) => parseIsoDate(value) !== null, t.badDate),
  startTime: safeText({ error: required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, t.badTime),
  timeZone: safeText().refine(isValidTimeZone, t.badTimeZone).default('America/Mexico_City'),
  place: text(160).default(''),
  city: text(120).default(''),
  country: text(80).default('México'),
});

/**
 * What a new event needs; everything else has a default and is set in its settings. Its organizer: one the caller
 * belongs to (`organizerId`), a new one (`organizerName`), or — with neither — the caller's only organizer (a new one
 * in their name when they have none).
 */
export const newEventSchema = eventBasicsSchema.extend({
  organizerId: idParam.optional(),
  organizerName: organizerNameSchema.optional(),
});
export type NewEvent = z.infer<typeof newEventSchema>;

/** 'Datos del evento': the new event's fields and the switches of the public pages. */
export const eventSettingsSchema = eventBasicsSchema.extend({
  hasWebsite: z.boolean({ error: required }),
  /** Google Analytics measurement id ('G-XXXXXXX'), or none. */
  gaId: optionalCode(/^(G|UA)-[A-Z0-9-]{4,30}$/i, t.badGaId).nullable(),
  /** Facebook pixel id (digits), or none. */
  facebookPixel: optionalCode(/^\d{6,20}$/, t.badPixel).nullable(),
  /** Test mode: a 'MODO PRUEBA' band on every public page of the event. */
  isTest: z.boolean({ error: required }),
  /** Its short path on the main host (`/maratoncdmx`), or none. */
  shortPath: z.union([z.literal('').transform(() => null), shortPathSchema]).nullable().default(null),
});
export type EventSettingsInput = z.input<typeof eventSettingsSchema>;
export type EventSettings = z.infer<typeof eventSettingsSchema>;

export const eventSettingsViewSchema = z.object({
  id: z.number().int(),
  status: eventLifecycleStatusSchema,
  /** The caller's role ('admin' for a platform admin with none). */
  role: z.union([eventStaffRoleSchema, z.literal('admin')]),
  logoUrl: z.string().nullable(),
  name: z.string(),
  eventDate: z.string(),
  startTime: z.string(),
  timeZone: z.string(),
  place: z.string(),
  city: z.string(),
  country: z.string(),
  hasWebsite: z.boolean(),
  gaId: z.string().nullable(),
  facebookPixel: z.string().nullable(),
  isTest: z.boolean(),
  shortPath: z.string().nullable(),
  /** The organizer the event belongs to (none for events imported before organizers existed). */
  organizer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type EventSettingsView = z.infer<typeof eventSettingsViewSchema>;
