import { z } from 'zod';
import { currencySchema, discountCodeSchema, fieldDefinitionSchema, priceWindowsSchema } from '@dorsal/core';
import type { Db } from '../../db/database.ts';
import { configureCounter } from '../../lib/capacity-lock.ts';
import { parseInput } from '../../lib/validation.ts';

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

const json = (value: unknown) => JSON.stringify(value);

/** Writes (or rewrites) an event's registration configuration in one transaction; counters keep what is taken. */
export function createRegistrationSetup(db: Db) {
  return async function configureRegistration(input: RegistrationSetupInput): Promise<void> {
    const setup = parseInput(registrationSetupSchema, input);
    const { eventId, settings } = setup;
    await db.transaction().execute(async (trx) => {
      const row = { ...settings, currencies: json(settings.currencies), paymentMethods: json(settings.paymentMethods), formFields: json(settings.formFields), bibDesign: json(settings.bibDesign) };
      await trx
        .insertInto('eventRegistrationSettings')
        .values({ eventId, ...row })
        .onConflict((c) => c.column('eventId').doUpdateSet({ ...row, updatedAt: new Date() }))
        .execute();
      if (setup.analytics) await trx.updateTable('events').set(setup.analytics).where('id', '=', eventId).execute();
      const modalities = await trx.selectFrom('modalities').select(['id', 'code']).where('eventId', '=', eventId).execute();
      for (const modality of setup.modalities) {
        const id = modalities.find((candidate) => candidate.code === modality.code)?.id;
        if (id === undefined) throw new Error(`Event ${eventId} has no modality ${modality.code}`);
        const values = {
          priceWindows: json(modality.priceWindows),
          categoryPriceKeys: json(modality.categoryPriceKeys),
          formFields: json(modality.formFields),
          hideEventFields: modality.hideEventFields,
          products: json(modality.products),
          hideProducts: modality.hideProducts,
        };
        await trx
          .insertInto('modalityRegistrationSettings')
          .values({ modalityId: id, eventId, ...values })
          .onConflict((c) => c.column('modalityId').doUpdateSet(values))
          .execute();
        await configureCounter(trx, { modalityId: id, eventId, capacity: modality.capacity, firstBib: modality.firstBib });
      }
      for (const { used: _used, ...code } of setup.discountCodes) {
        const values = { ...code, modalityCodes: code.modalityCodes ? json(code.modalityCodes) : null, validFrom: code.validFrom ?? null, validTo: code.validTo ?? null };
        await trx
          .insertInto('discountCodes')
          .values({ eventId, ...values })
          .onConflict((c) => c.columns(['eventId', 'code']).doUpdateSet(values))
          .execute();
      }
    });
  };
}
export type ConfigureRegistration = ReturnType<typeof createRegistrationSetup>;
