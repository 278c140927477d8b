import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.ts';

export type ConfigColumn = 'certificateConfig' | 'raceNumberConfig' | 'medalConfig';

/** The challenge's image settings and the participant facts the images show. */
export function createChallengeImagesRepository(db: DbExecutor) {
  return {
    async challenge(id: string, executor: DbExecutor = db) {
      const row = await executor
        .selectFrom('challenges')
        .select(['id', 'name', 'distanceKm', 'endsAt', 'timeZone', 'ended', 'certificateConfig', 'raceNumberConfig', 'medalConfig', 'frameImageUrl', 'photoConfig'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { ...row, distanceKm: Number(row.distanceKm), endsAt: new Date(row.endsAt) } : undefined;
    },

    async saveConfig(executor: DbExecutor, id: string, column: ConfigColumn, config: Record<string, unknown>): Promise<void> {
      await executor
        .updateTable('challenges')
        .set({ [column]: JSON.stringify(config), updatedAt: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    async saveFrame(executor: DbExecutor, id: string, url: string | null): Promise<void> {
      await executor.updateTable('challenges').set({ frameImageUrl: url, updatedAt: sql<Date>`now()` }).where('id', '=', id).execute();
    },

    participant(challengeId: string, userId: string) {
      return db
        .selectFrom('challengeParticipants')
        .select(['userId', 'raceNumber', 'firstNames', 'lastNames', 'goalSeconds', 'finishSeconds', 'startPhotoUrl', 'finishPhotoUrl', 'active'])
        .where('challengeId', '=', challengeId)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },
  };
}
export type ChallengeImagesRepository = ReturnType<typeof createChallengeImagesRepository>;
