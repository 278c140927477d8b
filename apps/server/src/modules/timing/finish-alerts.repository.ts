import type { Db, Trx } from '../../db/database.ts';

export function createFinishAlertsRepository(db: Db) {
  return {
    /** Answers false when this address already asked for this athlete. */
    async insert(alert: { eventId: number; bib: number; email: string; token: string }) {
      const row = await db.insertInto('finishAlerts').values(alert).onConflict((c) => c.constraint('finish_alerts_unique').doNothing()).returning('id').executeTakeFirst();
      return row !== undefined;
    },

    /** Alerts still to send for these bibs, locked so two instances never send one twice. */
    pendingFor(trx: Trx, eventId: number, bibs: readonly number[]) {
      if (bibs.length === 0) return Promise.resolve([]);
      return trx
        .selectFrom('finishAlerts')
        .select(['id', 'bib', 'email', 'token'])
        .where('eventId', '=', eventId)
        .where('bib', 'in', [...bibs])
        .where('sentAt', 'is', null)
        .where('unsubscribedAt', 'is', null)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    async markSent(trx: Trx, ids: readonly number[]) {
      if (ids.length > 0) await trx.updateTable('finishAlerts').set({ sentAt: new Date() }).where('id', 'in', [...ids]).execute();
    },

    async cancel(token: string) {
      const row = await db.updateTable('finishAlerts').set({ unsubscribedAt: new Date() }).where('token', '=', token).returning('id').executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type FinishAlertsRepository = ReturnType<typeof createFinishAlertsRepository>;
