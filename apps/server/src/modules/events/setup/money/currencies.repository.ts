import type { Currency } from '@dorsal/core';
import type { Db, DbExecutor, Trx } from '../../../../db/database.ts';
import { saveEventRegistrationSettings } from '../event-registration-settings.repository.ts';

/** The event's currencies (eventRegistrationSettings.currencies, validated jsonb; [] = pesos only). */
export function createCurrenciesRepository(db: Db) {
  return {
    async find(eventId: number, executor: DbExecutor = db): Promise<Currency[]> {
      const row = await executor.selectFrom('eventRegistrationSettings').select('currencies').where('eventId', '=', eventId).executeTakeFirst();
      return row?.currencies ?? [];
    },

    /** Creates the settings row with the registration defaults when the event has none yet. */
    async save(trx: Trx, eventId: number, currencies: readonly Currency[]) {
      await saveEventRegistrationSettings(trx, eventId, { currencies: JSON.stringify(currencies) });
    },
  };
}
export type CurrenciesRepository = ReturnType<typeof createCurrenciesRepository>;
