import type { DbExecutor } from '../../db/database.ts';
import type { ChallengeStaffRole } from './challenges.policy.ts';

/** The two reads of the access check: the challenge row and the caller's staff role on it. */
export function createChallengeAccessRepository(db: DbExecutor) {
  return {
    async find(id: string, executor: DbExecutor = db, forUpdate = false) {
      let query = executor.selectFrom('challenges').selectAll().where('id', '=', id);
      if (forUpdate) query = query.forUpdate();
      return query.executeTakeFirst();
    },
    async roleOf(challengeId: string, userId: string, executor: DbExecutor = db): Promise<ChallengeStaffRole | null> {
      const row = await executor.selectFrom('challengeStaff').select('role').where('challengeId', '=', challengeId).where('userId', '=', userId).executeTakeFirst();
      return row?.role ?? null;
    },
  };
}
