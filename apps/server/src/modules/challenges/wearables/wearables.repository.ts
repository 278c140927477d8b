import type { Db, DbExecutor } from '../../../db/database.ts';

/** The SQL of activity evidence: a participant's uploaded activities, the applied one, the athlete's FTP. */
export function createWearablesRepository(db: Db) {
  return {
    addActivity(values: { challengeId: string; userId: string; fileName: string; activity: object; startedAt: Date }) {
      return db
        .insertInto('challengeActivities')
        .values({ ...values, activity: JSON.stringify(values.activity) })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((row) => row.id);
    },

    /** The participant's activities started at or after `from`, newest first. */
    listActivities(challengeId: string, userId: string, from: Date) {
      return db
        .selectFrom('challengeActivities')
        .select(['id', 'fileName', 'activity', 'startedAt'])
        .where('challengeId', '=', challengeId)
        .where('userId', '=', userId)
        .where('startedAt', '>=', from)
        .orderBy('startedAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** One of the participant's own activities (another athlete's is not found). */
    findActivity(challengeId: string, userId: string, id: number) {
      return db
        .selectFrom('challengeActivities')
        .select(['id', 'activity', 'startedAt'])
        .where('id', '=', id)
        .where('challengeId', '=', challengeId)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },

    appliedSummary(challengeId: string, userId: string) {
      return db
        .selectFrom('challengeParticipants')
        .select('wearableSummary')
        .where('challengeId', '=', challengeId)
        .where('userId', '=', userId)
        .executeTakeFirst()
        .then((row) => row?.wearableSummary ?? null);
    },

    /** The applied activity becomes the participant's evidence and its duration their finish time, stamped now. */
    applyActivity(executor: DbExecutor, challengeId: string, userId: string, summary: object, finishSeconds: number) {
      return executor
        .updateTable('challengeParticipants')
        .set({ wearableSummary: JSON.stringify(summary), finishSeconds, finishRecordedAt: new Date(), updatedAt: new Date() })
        .where('challengeId', '=', challengeId)
        .where('userId', '=', userId)
        .execute();
    },

    ftpOf(userId: string) {
      return db
        .selectFrom('users')
        .select('ftpWatts')
        .where('id', '=', userId)
        .executeTakeFirst()
        .then((row) => row?.ftpWatts ?? null);
    },

    setFtp(userId: string, ftpWatts: number | null) {
      return db.updateTable('users').set({ ftpWatts, updatedAt: new Date() }).where('id', '=', userId).execute();
    },
  };
}
export type WearablesRepository = ReturnType<typeof createWearablesRepository>;
