import type { DiscountCodeView } from '@dorsal/core';
import type { Db, DbExecutor, Trx } from '../../../../db/database.ts';

type NewCode = Omit<DiscountCodeView, 'used' | 'active'>;

const columns = ['code', 'kind', 'value', 'maxUses', 'used', 'validFrom', 'validTo', 'modalityCodes', 'scope', 'active'] as const;

export function createDiscountCodesRepository(db: Db) {
  return {
    list(eventId: number) {
      return db.selectFrom('discountCodes').select(columns).where('eventId', '=', eventId).orderBy('createdAt').orderBy('id').execute();
    },

    find(eventId: number, code: string, executor: DbExecutor = db) {
      return executor.selectFrom('discountCodes').select(columns).where('eventId', '=', eventId).where('code', '=', code).executeTakeFirst();
    },

    async insert(trx: Trx, eventId: number, code: NewCode) {
      await trx
        .insertInto('discountCodes')
        .values({ ...code, eventId, modalityCodes: code.modalityCodes ? JSON.stringify(code.modalityCodes) : null })
        .execute();
    },

    /** The event's modality codes (a code limited to modalities names only these). */
    async modalityCodes(eventId: number, executor: DbExecutor = db): Promise<string[]> {
      const rows = await executor.selectFrom('modalities').select('code').where('eventId', '=', eventId).execute();
      return rows.map((row) => row.code);
    },

    /** The code's row, locked until commit: a registration redeeming it waits, so the limit is never set below a use. */
    lock(trx: Trx, eventId: number, code: string) {
      return trx.selectFrom('discountCodes').select(columns).where('eventId', '=', eventId).where('code', '=', code).forUpdate().executeTakeFirst();
    },

    async update(trx: Trx, eventId: number, code: NewCode) {
      const { code: key, ...fields } = code;
      await trx
        .updateTable('discountCodes')
        .set({ ...fields, modalityCodes: fields.modalityCodes ? JSON.stringify(fields.modalityCodes) : null })
        .where('eventId', '=', eventId)
        .where('code', '=', key)
        .execute();
    },

    async setActive(trx: Trx, eventId: number, code: string, active: boolean) {
      await trx.updateTable('discountCodes').set({ active }).where('eventId', '=', eventId).where('code', '=', code).execute();
    },
  };
}
export type DiscountCodesRepository = ReturnType<typeof createDiscountCodesRepository>;
