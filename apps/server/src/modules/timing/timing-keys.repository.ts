import type { Db, DbExecutor, Trx } from '../../db/database.ts';

const columns = ['id', 'name', 'prefix', 'createdAt', 'lastUsedAt', 'revokedAt'] as const;

export function createTimingKeysRepository(db: Db) {
  return {
    list(eventId: number) {
      return db.selectFrom('timingKeys').select(columns).where('eventId', '=', eventId).orderBy('id').execute();
    },

    find(eventId: number, id: number, executor: DbExecutor = db) {
      return executor.selectFrom('timingKeys').select(columns).where('eventId', '=', eventId).where('id', '=', id).executeTakeFirst();
    },

    async insert(trx: Trx, key: { eventId: number; name: string; prefix: string; keyHash: string; createdBy: string }) {
      const row = await trx.insertInto('timingKeys').values(key).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async revoke(trx: Trx, eventId: number, id: number) {
      await trx.updateTable('timingKeys').set({ revokedAt: new Date() }).where('eventId', '=', eventId).where('id', '=', id).where('revokedAt', 'is', null).execute();
    },

    /** The live key with this hash, marking it used (at most once a minute, so a busy reader does not write on every batch). */
    async useByHash(keyHash: string) {
      const key = await db.selectFrom('timingKeys').select(['id', 'eventId', 'lastUsedAt']).where('keyHash', '=', keyHash).where('revokedAt', 'is', null).executeTakeFirst();
      if (key && (!key.lastUsedAt || Date.now() - key.lastUsedAt.getTime() > 60_000)) {
        await db.updateTable('timingKeys').set({ lastUsedAt: new Date() }).where('id', '=', key.id).execute();
      }
      return key ?? null;
    },
  };
}
export type TimingKeysRepository = ReturnType<typeof createTimingKeysRepository>;
