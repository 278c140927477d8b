import { isDeepStrictEqual } from 'node:util';
import { currenciesOf, currenciesSetupOf, type AccountView, type EventCurrenciesSetup, type EventCurrenciesView } from '@dorsal/core';
import type { Db } from '../../../../db/database.ts';
import type { RequireEventAccess } from '../../event-access.ts';
import type { CurrenciesRepository } from './currencies.repository.ts';
import type { EventSetupRepository } from '../event/event-setup.repository.ts';

/** 'Monedas': pesos (always the base) and the other currencies offered with their rates; logged when they change. */
export function createCurrenciesService(deps: {
  db: Db;
  currencies: CurrenciesRepository;
  setup: EventSetupRepository;
  requireEventAccess: RequireEventAccess;
  onChanged?: (eventId: number) => void;
}) {
  return {
    async get(user: AccountView, eventId: number): Promise<EventCurrenciesView> {
      await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      return currenciesSetupOf(await deps.currencies.find(eventId));
    },

    async save(user: AccountView, eventId: number, setup: EventCurrenciesSetup): Promise<EventCurrenciesView> {
      const saved = await deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        const before = await deps.currencies.find(eventId, trx);
        const after = currenciesOf(setup);
        if (isDeepStrictEqual(currenciesSetupOf(before), currenciesSetupOf(after))) return before;
        await deps.currencies.save(trx, eventId, after);
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'currencies', changes: { before, after } });
        return after;
      });
      deps.onChanged?.(eventId);
      return currenciesSetupOf(saved);
    },
  };
}
export type CurrenciesService = ReturnType<typeof createCurrenciesService>;
