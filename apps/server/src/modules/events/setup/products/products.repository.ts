import type { Product } from '@dorsal/core';
import type { Db, DbExecutor, Trx } from '../../../../db/database.ts';

/** Each modality's add-ons (modalityRegistrationSettings.products, validated jsonb). */
export function createProductsRepository(db: Db) {
  return {
    /** The event's modalities in their order, with the products each offers. */
    async byModality(eventId: number, executor: DbExecutor = db) {
      return executor
        .selectFrom('modalities as m')
        .leftJoin('modalityRegistrationSettings as s', 's.modalityId', 'm.id')
        .select(['m.id', 'm.code', 'm.name', 's.products'])
        .where('m.eventId', '=', eventId)
        .orderBy('m.sortOrder')
        .orderBy('m.id')
        .execute();
    },

    /** A modality's products become exactly these (its settings row is created when missing). */
    async replace(trx: Trx, eventId: number, modalityId: number, products: readonly Product[]) {
      const json = JSON.stringify(products);
      await trx
        .insertInto('modalityRegistrationSettings')
        .values({ modalityId, eventId, priceWindows: JSON.stringify([]), categoryPriceKeys: JSON.stringify({}), formFields: JSON.stringify([]), products: json })
        .onConflict((c) => c.column('modalityId').doUpdateSet({ products: json }))
        .execute();
    },
  };
}
export type ProductsRepository = ReturnType<typeof createProductsRepository>;
