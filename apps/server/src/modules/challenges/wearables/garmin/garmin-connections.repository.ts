import type { Db } from '../../../../db/database.ts';

export type ConnectionApi = 'health' | 'training';

/** The SQL of wearable connections: sealed tokens per user and program (migration 20261201020000). */
export function createGarminConnectionsRepository(db: Db) {
  return {
    /** A new consent replaces any pending one; an existing access token stays until the new one arrives. */
    saveRequest(values: { userId: string; api: ConnectionApi; provider: string; requestToken: string; requestSecretSealed: string }) {
      const now = new Date();
      const row = { requestToken: values.requestToken, requestSecretSealed: values.requestSecretSealed, requestedAt: now, provider: values.provider, updatedAt: now };
      return db
        .insertInto('wearableConnections')
        .values({ userId: values.userId, api: values.api, ...row })
        .onConflict((oc) => oc.columns(['userId', 'api']).doUpdateSet(row))
        .execute();
    },

    findByRequestToken(requestToken: string) {
      return db.selectFrom('wearableConnections').selectAll().where('requestToken', '=', requestToken).executeTakeFirst();
    },

    saveAccess(values: { userId: string; api: ConnectionApi; accessTokenSealed: string; accessSecretSealed: string; providerUserId: string | null }) {
      const now = new Date();
      return db
        .updateTable('wearableConnections')
        .set({ ...values, requestToken: null, requestSecretSealed: null, requestedAt: null, connectedAt: now, updatedAt: now })
        .where('userId', '=', values.userId)
        .where('api', '=', values.api)
        .execute();
    },

    forgetRequest(requestToken: string) {
      return db.updateTable('wearableConnections').set({ requestToken: null, requestSecretSealed: null, requestedAt: null, updatedAt: new Date() }).where('requestToken', '=', requestToken).execute();
    },

    listForUser(userId: string) {
      return db.selectFrom('wearableConnections').selectAll().where('userId', '=', userId).orderBy('api').execute();
    },

    find(userId: string, api: ConnectionApi) {
      return db.selectFrom('wearableConnections').selectAll().where('userId', '=', userId).where('api', '=', api).executeTakeFirst();
    },

    remove(userId: string, api: ConnectionApi) {
      return db.deleteFrom('wearableConnections').where('userId', '=', userId).where('api', '=', api).execute();
    },
  };
}

export type GarminConnectionsRepository = ReturnType<typeof createGarminConnectionsRepository>;
