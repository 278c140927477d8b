import type { Trx } from '../../../db/database.ts';
import { configureCounter } from '../../../lib/capacity-lock.ts';
import type { RegistrationSetup } from './setup.ts';

const json = (value: unknown) => JSON.stringify(value);

/** Writes (or rewrites) an event's registration configuration inside the caller's transaction; counters keep what is taken. */
export async function writeRegistrationSetup(trx: Trx, setup: RegistrationSetup): Promise<void> {
  const { eventId, settings } = setup;
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
}
