import { fill, messages, type AccountView, type DiscountCodeView } from '@dorsal/core';
import type { Db, Trx } from '../../../../db/database.ts';
import { AppError, notFound } from '../../../../lib/errors.ts';
import type { RequireEventAccess } from '../../event-access.ts';
import type { EventSetupRepository } from '../event/event-setup.repository.ts';
import type { DiscountCodesRepository } from './discount-codes.repository.ts';

type DiscountCodeInput = Pick<DiscountCodeView, 'code' | 'kind' | 'value' | 'maxUses'> & {
  scope: 'order' | 'registration';
  validFrom?: string | null | undefined;
  validTo?: string | null | undefined;
  modalityCodes?: string[] | null | undefined;
};

const refuse = (field: string, message: string) => new AppError(400, 'validation', message, { [field]: message });

/** Discount codes as the organizer runs them: created once (a code is unique in its event), edited, switched off and on; uses are never lost. */
export function createDiscountCodesService(deps: {
  db: Db;
  codes: DiscountCodesRepository;
  setup: EventSetupRepository;
  requireEventAccess: RequireEventAccess;
  onChanged?: (eventId: number) => void;
}) {
  const withDefaults = (input: DiscountCodeInput) => ({
    ...input,
    validFrom: input.validFrom ?? null,
    validTo: input.validTo ?? null,
    modalityCodes: input.modalityCodes ?? null,
  });

  async function checkModalities(trx: Trx, eventId: number, modalityCodes: string[] | null) {
    const known = new Set(await deps.codes.modalityCodes(eventId, trx));
    if (modalityCodes?.some((modality) => !known.has(modality))) throw refuse('modalityCodes', messages.eventSetup.products.unknownModality);
  }

  return {
    async list(user: AccountView, eventId: number): Promise<DiscountCodeView[]> {
      await deps.requireEventAccess({ user, eventId, allow: 'viewAdminArea' });
      return deps.codes.list(eventId);
    },

    async create(user: AccountView, eventId: number, input: DiscountCodeInput): Promise<DiscountCodeView> {
      const code = withDefaults(input);
      await deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        if (await deps.codes.find(eventId, code.code, trx)) throw refuse('code', fill(messages.eventSetup.discounts.codeTaken, { code: code.code }));
        await checkModalities(trx, eventId, code.modalityCodes);
        await deps.codes.insert(trx, eventId, code);
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'discountCode', changes: { created: code } });
      });
      deps.onChanged?.(eventId);
      return (await deps.codes.find(eventId, code.code))!;
    },

    /** New registrations get the new terms; those that used the code keep what they paid. */
    async update(user: AccountView, eventId: number, key: string, input: DiscountCodeInput): Promise<DiscountCodeView> {
      const code = withDefaults(input);
      if (code.code !== key) throw refuse('code', messages.eventSetup.discounts.codeChanged);
      await deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        const before = await deps.codes.lock(trx, eventId, key);
        if (!before) throw notFound();
        if (code.maxUses !== null && code.maxUses < before.used) throw refuse('maxUses', fill(messages.eventSetup.discounts.maxBelowUsed, { used: before.used }));
        await checkModalities(trx, eventId, code.modalityCodes);
        await deps.codes.update(trx, eventId, code);
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'discountCode', changes: { code: key, before, after: code } });
      });
      deps.onChanged?.(eventId);
      return (await deps.codes.find(eventId, key))!;
    },

    async setActive(user: AccountView, eventId: number, code: string, active: boolean): Promise<DiscountCodeView> {
      await deps.db.transaction().execute(async (trx) => {
        await deps.requireEventAccess({ user, eventId, allow: 'editEvent', executor: trx });
        const found = await deps.codes.find(eventId, code, trx);
        if (!found) throw notFound();
        if (found.active === active) return;
        await deps.codes.setActive(trx, eventId, code, active);
        await deps.setup.recordChange(trx, { eventId, userId: user.id, action: 'discountCode', changes: { code, active: { before: found.active, after: active } } });
      });
      deps.onChanged?.(eventId);
      return (await deps.codes.find(eventId, code))!;
    },
  };
}
export type DiscountCodesService = ReturnType<typeof createDiscountCodesService>;
