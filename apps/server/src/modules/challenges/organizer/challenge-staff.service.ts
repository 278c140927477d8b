import { messages, type AccountView } from '@dorsal/core';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../lib/errors.ts';
import { createChallengeAccess } from '../challenge-access.ts';
import type { ChallengeOrganizerRepository } from './organizer.repository.ts';

const t = messages.challengeOrganizer.staff;

/** The creator authorises existing accounts (by e-mail) as managers of the challenge, and removes them. */
export function createChallengeStaffService({ db, repository }: { db: Db; repository: ChallengeOrganizerRepository }) {
  const requireChallengeAccess = createChallengeAccess(db);
  const list = async (challengeId: string) => ({ staff: await repository.staff(challengeId) });

  return {
    async list(user: AccountView, challengeId: string) {
      await requireChallengeAccess(user, challengeId, 'viewChallenge');
      return list(challengeId);
    },
    async add(user: AccountView, challengeId: string, email: string) {
      await requireChallengeAccess(user, challengeId, 'manageStaff');
      const account = await repository.userByEmail(email);
      if (!account) throw new AppError(400, 'no_account', t.noAccount, { email: t.noAccount });
      if ((await repository.roleOf(challengeId, account.id)) === 'owner') throw new AppError(409, 'owner', t.alreadyOwner, { email: t.alreadyOwner });
      await repository.addManager(challengeId, account.id);
      return list(challengeId);
    },
    async remove(user: AccountView, challengeId: string, userId: string) {
      await requireChallengeAccess(user, challengeId, 'manageStaff');
      if ((await repository.roleOf(challengeId, userId)) === 'owner') throw new AppError(409, 'owner', t.ownerStays);
      await repository.removeManager(challengeId, userId);
      return list(challengeId);
    },
  };
}
export type ChallengeStaffService = ReturnType<typeof createChallengeStaffService>;
