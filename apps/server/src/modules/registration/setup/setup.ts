import { z } from 'zod';
import { currencySchema, discountCodeSchema, fieldDefinitionSchema, priceWindowsSchema } from '@dorsal/core';
import type { Db } from '../../../db/database.ts';
import { parseInput } from '../../../lib/validation.ts';
import { writeRegistrationSetup } from './setup.repository.ts';

const productSchema = z.object({
  code: z.string().trim().regex(/^[\w-]{1,50}$/),
  name: z.string().trim().min(1).max(200),
  description: z.string().max(1000).optional(),
  unitCents: z.number().int().min(0),
  maxQuantity: z.number().int().min(0).nullable(),
  imageUrl: z.string().max(1000).optional(),
  color: z.string().max(20).optional(),
  formFields: z.array(fieldDefinitionSchema).optional(),
  hideInPublic: z.boolean().optional(),
});

/** The registration configuration of one event (seed, tests, and the organizer screens to come). */
export const registrationSetupSchema = z.object({
  eventId: z.number().int().positive(),
  settings: z.object({
    separateSurnames: z.boolean().default(false),
    lowerCategories: z.boolean().default(false),
    commissionRate: z.number().min(0).max(1).nullable().default(null),
    currencies: z.array(currencySchema).default([]),
    paymentMethods: z.array(z.enum(['card', 'oxxo_cash'])).default(['card', 'oxxo_cash']),
    formFields: z.array(fieldDefinitionSchema).default([]),
    bibDesign: z.object({ imageUrl: z.string().max(1000).optional(), fontColor: z.string().max(20).optional(), whiteBack: z.boolean().optional() }).default({}),
  }),
  analytics: z.object({ gaId: z.string().max(50).nullable(), facebookPixel: z.string().max(50).nullable() }).optional(),
  modalities: z.array(
    z.object({
      code: z.string().min(1),
      capacity: z.number().int().min(0).nullable(),
      firstBib: z.number().int().positive(),
      priceWindows: priceWindowsSchema,
      categoryPriceKeys: z.record(z.string(), z.string()).default({}),
      formFields: z.array(fieldDefinitionSchema).default([]),
      hideEventFields: z.boolean().default(false),
      products: z.array(productSchema).default([]),
      hideProducts: z.boolean().default(false),
    }),
  ),
  discountCodes: z.array(discountCodeSchema).default([]),
});
export type RegistrationSetupInput = z.input<typeof registrationSetupSchema>;
export type RegistrationSetup = z.output<typeof registrationSetupSchema>;

/** Validates and writes (or rewrites) an event's registration configuration in one transaction. */
export function createRegistrationSetup(db: Db) {
  return async function configureRegistration(input: RegistrationSetupInput): Promise<void> {
    const setup = parseInput(registrationSetupSchema, input);
    await db.transaction().execute((trx) => writeRegistrationSetup(trx, setup));
  };
}
export type ConfigureRegistration = ReturnType<typeof createRegistrationSetup>;
