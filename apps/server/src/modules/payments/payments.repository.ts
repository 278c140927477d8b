import { sql, type Selectable, type Updateable } from 'kysely';
import type { PaymentEvent } from '../../adapters/payments/payment-port.ts';
import type { Db, Trx } from '../../db/database.ts';
import type { PaymentsTable } from '../../db/schema.ts';

type Executor = Db | Trx;
export type PaymentRow = Selectable<PaymentsTable>;

/** How long a claimed provider event waits for its delivery to finish before another may take it. */
const EVENT_CLAIM_LEASE = '5 minutes';

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
     * Claims a provider event by its id (unique) before any work: the id of its row when this
     * delivery is to process it, null for a duplicate — another delivery holds the claim or already
     * processed it. A claim given back after a failure (`releaseEvent`), or left behind longer than
     * EVENT_CLAIM_LEASE by a process that died, is taken again.
     */
    async claimEvent(provider: string, event: PaymentEvent): Promise<number | null> {
      const inserted = await db
        .insertInto('paymentEvents')
        .values({ provider, eventId: event.id, type: event.type, orderId: event.orderId, claimedAt: sql`now()` })
        .onConflict((c) => c.columns(['provider', 'eventId']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return inserted.id;
      const retaken = await db
        .updateTable('paymentEvents')
        .set({ claimedAt: sql`now()` })
        .where('provider', '=', provider)
        .where('eventId', '=', event.id)
        .where('processedAt', 'is', null)
        .where((eb) => eb.or([eb('claimedAt', 'is', null), eb('claimedAt', '<', sql<Date>`now() - ${EVENT_CLAIM_LEASE}::interval`)]))
        .returning('id')
        .executeTakeFirst();
      return retaken?.id ?? null;
    },

    /** Gives a claim back when its processing failed, so the provider's next delivery processes the event. */
    async releaseEvent(id: number) {
      await db.updateTable('paymentEvents').set({ claimedAt: null }).where('id', '=', id).where('processedAt', 'is', null).execute();
    },

    async markEventProcessed(id: number, outcome: string) {
      await db.updateTable('paymentEvents').set({ processedAt: sql`now()`, outcome }).where('id', '=', id).execute();
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
