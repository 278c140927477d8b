import { sql, type Selectable, type Updateable } from 'kysely';
import type { PaymentEvent } from '../../adapters/payments/payment-port.ts';
import type { Db, Trx } from '../../db/database.ts';
import type { PaymentsTable } from '../../db/schema.ts';

type Executor = Db | Trx;
export type PaymentRow = Selectable<PaymentsTable>;

/** Payments (one row per payment attempt, never deleted) and the provider events received. */
export function createPaymentsRepository(db: Db) {
  return {
    /** The payment row locked until the end of the transaction: every state change of a payment starts here. */
    lock(trx: Trx, id: number) {
      return trx.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
    },

    async update(trx: Trx, id: number, values: Updateable<PaymentsTable>) {
      await trx.updateTable('payments').set({ ...values, updatedAt: sql`now()` }).where('id', '=', id).execute();
    },

    forRegistration(registrationId: number, executor: Executor = db) {
      return executor.selectFrom('payments').selectAll().where('registrationId', '=', registrationId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    },

    /** The payment of a provider order: by its order id, or by our registration key the order carries. */
    async findForOrder(providerOrderId: string, registrationKey: string | undefined) {
      const byOrder = await db.selectFrom('payments').selectAll().where('providerOrderId', '=', providerOrderId).executeTakeFirst();
      if (byOrder || !registrationKey) return byOrder;
      return db
        .selectFrom('payments')
        .innerJoin('registrations', 'registrations.id', 'payments.registrationId')
        .selectAll('payments')
        .where('registrations.publicKey', '=', registrationKey)
        .orderBy('payments.id', 'desc')
        .executeTakeFirst();
    },

    /**
     * One pending payment past its deadline, locked; SKIP LOCKED lets several sweeps (or instances)
     * run at once, each taking different rows.
     */
    claimExpired(trx: Trx, now: Date) {
      return trx
        .selectFrom('payments')
        .selectAll()
        .where('status', '=', 'pending')
        .where('expiresAt', '<=', now)
        .orderBy('expiresAt')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
    },

    /**
     * Records a provider event by its id (unique). `fresh` is false for a repeated delivery;
     * `processed` tells whether an earlier delivery finished, so an interrupted one is processed again.
     */
    async recordEvent(provider: string, event: PaymentEvent): Promise<{ id: number; fresh: boolean; processed: boolean }> {
      const inserted = await db
        .insertInto('paymentEvents')
        .values({ provider, eventId: event.id, type: event.type, orderId: event.orderId })
        .onConflict((c) => c.columns(['provider', 'eventId']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { id: inserted.id, fresh: true, processed: false };
      const existing = await db
        .selectFrom('paymentEvents')
        .select(['id', 'processedAt'])
        .where('provider', '=', provider)
        .where('eventId', '=', event.id)
        .executeTakeFirstOrThrow();
      return { id: existing.id, fresh: false, processed: existing.processedAt !== null };
    },

    async markEventProcessed(id: number, outcome: string) {
      await db.updateTable('paymentEvents').set({ processedAt: sql`now()`, outcome }).where('id', '=', id).execute();
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
