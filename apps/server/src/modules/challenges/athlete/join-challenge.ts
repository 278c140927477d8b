import { challengeCategoryFor, messages, parseChallengeCategories, type AccountView } from '@dorsal/core';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../lib/errors.ts';
import type { ChallengeAthleteRepository } from './athlete.repository.ts';
import type { ChallengeRow } from './participation-view.ts';

const t = messages.challengeAthlete.join;

/** The athlete's age on the challenge's first day, in its time zone. */
export function ageAtStart(birthDate: string, startsAt: Date, timeZone: string): number {
  const startDay = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(startsAt);
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [sy, sm, sd] = startDay.split('-').map(Number) as [number, number, number];
  return sy - by - (sm < bm || (sm === bm && sd < bd) ? 1 : 0);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Joins the athlete with an access code, in one transaction: the code's use is taken by one guarded update (never
 * more uses than it has, even under simultaneous joins), the challenge row is locked for the next race number (no gaps,
 * no collisions), then the participant (category by age at the start) and the code's use are written. An athlete
 * already in the challenge gets their participation back and uses nothing.
 */
export async function joinChallenge(deps: { db: Db; repository: ChallengeAthleteRepository }, user: AccountView, challenge: ChallengeRow, rawCode: string): Promise<'joined' | 'already'> {
  const code = rawCode.trim().toUpperCase();
  const { repository } = deps;
  if (await repository.findParticipant(challenge.id, user.id)) return 'already';
  try {
    await deps.db.transaction().execute(async (trx) => {
      const taken = await repository.takeCodeUse(trx, challenge.id, code);
      if (!taken) {
        const existing = await repository.findCode(trx, challenge.id, code);
        if (!existing) throw new AppError(400, 'invalid_code', t.invalidCode, { code: t.invalidCode });
        throw new AppError(409, 'code_used_up', t.usedUp, { code: t.usedUp });
      }
      await repository.lockChallenge(trx, challenge.id);
      const raceNumber = await repository.nextRaceNumber(trx, challenge.id);
      const category = challengeCategoryFor(parseChallengeCategories(challenge.categories), user.gender, ageAtStart(user.birthDate, new Date(challenge.startsAt), challenge.timeZone));
      await repository.insertParticipant(trx, {
        challengeId: challenge.id,
        userId: user.id,
        raceNumber,
        firstNames: user.firstNames,
        lastNames: user.lastNames,
        email: user.email,
        birthDate: user.birthDate,
        gender: user.gender,
        categoryName: category.name,
        categoryCode: category.code,
        accessCode: code,
        paymentStatus: 'none',
      });
      await repository.recordCodeUse(trx, challenge.id, code, user.id);
    });
  } catch (error) {
    // The same athlete joining twice at once: the second insert hits the key, its code use is rolled back.
    if (isUniqueViolation(error) && (await repository.findParticipant(challenge.id, user.id))) return 'already';
    throw error;
  }
  return 'joined';
}
