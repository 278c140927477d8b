import type { Currency } from '@dorsal/core';
import type { Db, DbExecutor, Trx } from '../../../db/database.ts';

/** The event's currencies (eventRegistrationSettings.currencies, validated jsonb; [] = pesos only). */
export function createCurrenciesRepository(db: Db) {
  return {
    async find(eventId: number, executor: DbExecutor = db): Promise<Currency[]> {
      const row = await executor.selectFrom('eventRegistrationSettings').select('currencies').where('eventId', '=', eventId).executeTakeFirst();
      return row?.currencies ?? [];
    },

    /** Creates the settings row with the registration defaults when the event has none yet. */
    async save(trx: Trx, eventId: number, currencies: readonly Currency[]) {
      const json = JSON.stringify(currencies);
      await trx
        .insertInto('eventRegistrationSettings')
        .values({ eventId, paymentMethods: JSON.stringify(['card', 'oxxo_cash']), currencies: json, formFields: JSON.stringify([]), bibDesign: JSON.stringify({}) })
        .onConflict((c) => c.column('eventId').doUpdateSet({ currencies: json, updatedAt: new Date() }))
        .execute();
    },
  };
}
export type CurrenciesRepository = ReturnType<typeof createCurrenciesRepository>;
