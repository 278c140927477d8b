import { isDeepStrictEqual } from 'node:util';
import type { AccountView, RegistrationRules } from '@dorsal/core';
import type { Db } from '../../../../db/database.ts';
import type { RequireEventAccess } from '../../event-access.ts';
import type { EventSetupRepository } from '../event/event-setup.repository.ts';
import type { RegistrationRulesRepository } from './registration-rules.repository.ts';

const defaults: RegistrationRules = { separateSurnames: false, ageAtEventDate: true, lowerCategories: false, commissionRate: null, paymentMethods: ['card', 'oxxo_cash'] };

/** 'Inscripción': surnames, age rule, lower categories, commission and payment methods; logged when they change. */
export function createRegistrationRulesService(deps: {
  db: Db;
  rules: RegistrationRulesRepository;
  setup: EventSetupRepository;
  requireEventAccess: RequireEventAccess;
  onChanged?: (eventId: number) => void;
}) {
  return {
    async get(user: AccountView, eventId: number): Promise<RegistrationRules> {
      await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      return (await deps.rules.find(eventId)) ?? defaults;
    },

    async save(user: AccountView, eventId: number, rules: RegistrationRules): Promise<RegistrationRules> {
      await deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        const before = (await deps.rules.find(eventId, trx)) ?? null;
        if (before && isDeepStrictEqual(before, rules)) return;
        await deps.rules.save(trx, eventId, rules);
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'registrationRules', changes: { before, after: rules } });
      });
      deps.onChanged?.(eventId);
      return rules;
    },
  };
}
export type RegistrationRulesService = ReturnType<typeof createRegistrationRulesService>;
