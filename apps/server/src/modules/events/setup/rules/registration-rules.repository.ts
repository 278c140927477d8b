import type { RegistrationRules } from '@dorsal/core';
import type { Db, DbExecutor, Trx } from '../../../../db/database.ts';
import { saveEventRegistrationSettings } from '../event-registration-settings.repository.ts';

export function createRegistrationRulesRepository(db: Db) {
  return {
    async find(eventId: number, executor: DbExecutor = db): Promise<RegistrationRules | undefined> {
      const row = await executor
        .selectFrom('events')
        .innerJoin('eventRegistrationSettings as s', 's.eventId', 'events.id')
        .select(['s.separateSurnames', 's.lowerCategories', 's.commissionRate', 's.paymentMethods', 'events.ageAtEventDate'])
        .where('events.id', '=', eventId)
        .executeTakeFirst();
      return row;
    },

    async save(trx: Trx, eventId: number, rules: RegistrationRules) {
      const { ageAtEventDate, paymentMethods, ...settings } = rules;
      await saveEventRegistrationSettings(trx, eventId, { ...settings, paymentMethods: JSON.stringify(paymentMethods) });
      await trx.updateTable('events').set({ ageAtEventDate, updatedAt: new Date() }).where('id', '=', eventId).execute();
    },
  };
}
export type RegistrationRulesRepository = ReturnType<typeof createRegistrationRulesRepository>;
