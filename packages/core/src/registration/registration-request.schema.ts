import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { safeText } from '../validation/safe-text.ts';
import { normalizeDiscountCode } from './discounts.ts';
import type { RegistrantInput } from './registrant.schema.ts';
import { teamMembersSchema } from './team-members.ts';

const m = messages.registrationServer;
const values = z.record(z.string(), z.unknown());

/**
 * The body of POST /api/events/:id/registrations. The athlete block is checked afterwards with the
 * core schema for the event's surname setting (registrantSchemaFor), fields and products with the
 * event's definitions.
 */
export const registrationBodySchema = z.object({
  athlete: values,
  modalityCode: safeText({ error: m.unknownModality }).trim().min(1, m.unknownModality).max(50, m.unknownModality),
  categoryCode: safeText({ error: m.chooseCategory }).trim().min(1, m.chooseCategory).max(50, m.chooseCategory),
  fields: values.default({}),
  /** A relay or team modality's other members (team size − 1); none for an individual one. */
  teamMembers: teamMembersSchema,
  products: z
    .array(
      z.object({
        code: safeText().trim().min(1, m.unknownProduct).max(50, m.unknownProduct),
        quantity: z.number().int().min(0).max(1000),
        fields: values.default({}),
      }),
    )
    .max(50)
    .default([])
    .superRefine((products, ctx) => {
      const seen = new Set<string>();
      products.forEach(({ code }, index) => {
        if (seen.has(code)) ctx.addIssue({ code: 'custom', message: m.duplicateProduct, path: [index, 'code'] });
        seen.add(code);
      });
    }),
  discountCode: safeText().trim().max(30, messages.registration.discounts.invalid).nullish().transform((code) => (code ? normalizeDiscountCode(code) : null)),
  currency: safeText().trim().max(3, m.unknownCurrency).nullish(),
  payment: z.discriminatedUnion(
    'method',
    [
      z.object({ method: z.literal('card'), token: safeText().trim().min(1, messages.payments.invalidCardToken).max(200) }),
      z.object({ method: z.literal('oxxo_cash') }),
      z.object({ method: z.literal('none') }),
    ],
    { error: m.methodRequired },
  ),
  tkl: safeText().trim().regex(/^[\w.-]{1,64}$/).nullish(),
});
export type RegistrationBody = z.output<typeof registrationBodySchema>;

/** The quote (order summary before paying): the same choices without athlete data and payment. */
export const quoteBodySchema = registrationBodySchema.pick({ modalityCode: true, products: true, discountCode: true, currency: true }).extend({
  categoryCode: safeText().trim().max(50).nullish(),
});
export type QuoteBody = z.output<typeof quoteBodySchema>;

/** The athlete block as the wizard sends it: one surname field, or both surnames (the event's separarApellidos). */
export type AthleteBody = Omit<RegistrantInput, 'lastNames'> & { lastNames?: string; paternalSurname?: string; maternalSurname?: string };
/** The body of POST …/registrations as the web sends it. */
export type RegistrationRequest = Omit<z.input<typeof registrationBodySchema>, 'athlete'> & { athlete: AthleteBody };
/** The body of POST …/registration/quote as the web sends it. */
export type QuoteRequest = z.input<typeof quoteBodySchema>;
export type PaymentChoice = RegistrationRequest['payment'];
export type ProductChoice = NonNullable<QuoteRequest['products']>[number];

/**
 * The body of POST /api/manage/events/:id/desk/registrations: the same registration taken by staff at the point
 * of sale (spec §4 type 2), always charged in cash at the desk.
 */
export const deskRegistrationBodySchema = registrationBodySchema.omit({ payment: true, tkl: true }).extend({
  payment: z.object({ method: z.literal('cash') }, { error: m.methodRequired }),
});
export type DeskRegistrationBody = z.output<typeof deskRegistrationBodySchema>;
export type DeskRegistrationRequest = Omit<z.input<typeof deskRegistrationBodySchema>, 'athlete'> & { athlete: AthleteBody };
