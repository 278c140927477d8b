import { messages, type AccountView } from '@dorsal/core';
import type { Db, DbExecutor } from '../../db/database.ts';
import { forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { createChallengeAccessRepository } from './challenge-access.repository.ts';
import { mayOnChallenge, type ChallengeAction, type ChallengeStaffRole } from './challenges.policy.ts';

export type ChallengeRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createChallengeAccessRepository>['find']>>>;

/**
 * The one access check of every organizer-side challenge route:
 * 404 'El id del evento ingresado no existe' for an unknown id, 401 without an account, 403 for anyone not allowed.
 *
 *   const requireChallengeAccess = createChallengeAccess(deps.db);
 *   const { challenge, role } = await requireChallengeAccess(user, challengeId, 'editChallenge');
 *
 * Inside a transaction pass `{ executor: trx }` (PGlite: never query db inside an open transaction); `forUpdate` locks the row.
 */
export function createChallengeAccess(db: Db) {
  const repository = createChallengeAccessRepository(db);
  return async function requireChallengeAccess(
    user: AccountView | null,
    challengeId: string,
    action: ChallengeAction,
    options: { executor?: DbExecutor; forUpdate?: boolean } = {},
  ): Promise<{ challenge: ChallengeRow; role: ChallengeStaffRole | null }> {
    const challenge = await repository.find(challengeId, options.executor, options.forUpdate);
    if (!challenge) throw notFound(messages.challengeOrganizer.notFound);
    if (!user) throw unauthorized();
    // The creator is the owner even without a staff row (rows written straight to the database, like the demo seed).
    const role = (await repository.roleOf(challengeId, user.id, options.executor)) ?? (challenge.createdBy === user.id ? 'owner' : null);
    if (!mayOnChallenge(user, role, action)) throw forbidden();
    return { challenge, role };
  };
}
export type RequireChallengeAccess = ReturnType<typeof createChallengeAccess>;
