import { sql, type Selectable, type Updateable } from 'kysely';
import type { RegistrationState } from '@dorsal/core';
import type { Db, Trx } from '../../db/database.ts';
import type { RegistrationsTable } from '../../db/schema.ts';

type Executor = Db | Trx;
export type RegistrationRow = Selectable<RegistrationsTable>;

/** Registrations, their order lines, change log and mails. Rows are never deleted. */
export function createRegistrationRepository(db: Db) {
  return {
    findByIdempotencyKey(eventId: number, key: string, executor: Executor = db) {
      return executor.selectFrom('registrations').selectAll().where('eventId', '=', eventId).where('idempotencyKey', '=', key).executeTakeFirst();
    },

    findByPublicKey(publicKey: string) {
      return db.selectFrom('registrations').selectAll().where('publicKey', '=', publicKey).executeTakeFirst();
    },

    findById(id: number, executor: Executor = db) {
      return executor.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    },

    lines(registrationId: number) {
      return db.selectFrom('registrationLines').selectAll().where('registrationId', '=', registrationId).orderBy('position').execute();
    },

    /** Moves the state only from one of `from` (a guarded update): undefined when it was not there. */
    transition(trx: Trx, id: number, from: readonly RegistrationState[], values: Updateable<RegistrationsTable> & { state: RegistrationState }) {
      return trx
        .updateTable('registrations')
        .set({ ...values, updatedAt: sql`now()` })
        .where('id', '=', id)
        .where('state', 'in', from)
        .returningAll()
        .executeTakeFirst();
    },

    async logChange(trx: Trx, registrationId: number, action: string, description: string, userId: string | null = null) {
      await trx.insertInto('registrationChanges').values({ registrationId, action, description, userId }).execute();
    },

    changes(registrationId: number) {
      return db.selectFrom('registrationChanges').selectAll().where('registrationId', '=', registrationId).orderBy('id').execute();
    },

    /** What a registration mail is made of: the registration, its event, modality and latest payment. */
    mailFacts(trx: Trx, registrationId: number) {
      return trx
        .selectFrom('registrations as r')
        .innerJoin('events as e', 'e.id', 'r.eventId')
        .innerJoin('modalities as m', 'm.id', 'r.modalityId')
        .innerJoin('payments as p', 'p.registrationId', 'r.id')
        .select([
          'r.publicKey', 'r.eventId', 'r.siteLink', 'r.email', 'r.firstNames', 'r.bib', 'r.state', 'r.totalCents', 'r.currency', 'e.name as eventName',
          'e.timeZone', 'm.name as modalityName', 'p.amountCents', 'p.cashReference', 'p.expiresAt', 'p.cashBarcodeUrl',
        ])
        .where('r.id', '=', registrationId)
        .orderBy('p.id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
    },

    /** The time zone of a registration's event (dates in answers and mails). */
    async eventTimeZone(eventId: number) {
      const event = await db.selectFrom('events').select('timeZone').where('id', '=', eventId).executeTakeFirstOrThrow();
      return event.timeZone;
    },

    async linkMail(trx: Trx, registrationId: number, outboxMailId: number, type: number) {
      await trx.insertInto('registrationMails').values({ registrationId, outboxMailId, type }).execute();
    },

    /**
     * Takes the advisory lock of an (event, e-mail) pair until commit, then counts that e-mail's
     * pending OXXO registrations in the event: two registrations of one e-mail never both see room
     * under the cap. Taken before any row lock (lib/capacity-lock.ts has the order).
     */
    async lockCashSlipsOf(trx: Trx, eventId: number, email: string) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`cash-slips:${eventId}:${email}`}, 0))`.execute(trx);
      const row = await trx
        .selectFrom('registrations')
        .innerJoin('payments', 'payments.registrationId', 'registrations.id')
        .select(sql<number>`count(*)`.as('n'))
        .where('registrations.eventId', '=', eventId)
        .where('registrations.email', '=', email)
        .where('registrations.state', '=', 'pending_payment')
        .where('payments.method', '=', 'oxxo_cash')
        .where('payments.status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** One use of a discount code, only while it is on and uses remain (guarded; locks the code's row to commit). */
    async redeemDiscount(trx: Trx, codeId: number) {
      const row = await trx
        .updateTable('discountCodes')
        .set({ used: sql`used + 1` })
        .where('id', '=', codeId)
        .where('active', '=', true)
        .where((eb) => eb.or([eb('maxUses', 'is', null), eb('used', '<', eb.ref('maxUses'))]))
        .returning('used')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A use given back (declined card, expired slip) or taken again by a late payment, which is never refused. */
    async adjustDiscountUses(trx: Trx, codeId: number, delta: 1 | -1) {
      await trx
        .updateTable('discountCodes')
        .set({ used: delta > 0 ? sql`used + 1` : sql`greatest(used - 1, 0)` })
        .where('id', '=', codeId)
        .execute();
    },
  };
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
