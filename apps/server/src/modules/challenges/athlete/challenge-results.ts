import { challengePodium, rankChallenge, secondsToChallengeText, type AccountView, type ChallengeResultRow } from '@dorsal/core';
import type { ChallengeAthleteRepository } from './athlete.repository.ts';
import type { ChallengeRow } from './participation-view.ts';

type Ranked = ReturnType<typeof rankChallenge<Awaited<ReturnType<ChallengeAthleteRepository['resultRows']>>[number]>>[number];

function toResultRow(row: Ranked): ChallengeResultRow {
  return {
    raceNumber: row.raceNumber,
    firstNames: row.firstNames,
    lastNames: row.lastNames,
    gender: row.gender,
    categoryName: row.categoryName,
    photoUrl: row.finishPhotoUrl ?? row.startPhotoUrl,
    overallPosition: row.overallPosition,
    genderPosition: row.genderPosition,
    categoryPosition: row.categoryPosition,
    goalTime: secondsToChallengeText(row.goalSeconds),
    finishTime: secondsToChallengeText(row.finishSeconds),
    finishRecordedAt: row.finishRecordedAt ? new Date(row.finishRecordedAt).toISOString() : null,
    hasEvidence: Boolean(row.hasEvidencePhoto) || row.wearableSummary !== null,
    pace: row.pace,
    relativeIndex: row.relativeIndex === null ? null : Math.round(row.relativeIndex * 10_000) / 10_000,
    relativePosition: row.relativePosition,
    startPhotoUrl: row.startPhotoUrl,
    finishPhotoUrl: row.finishPhotoUrl,
  };
}

/**
 * Results are ranked when read (core rankChallenge): a challenge has hundreds of participants and its times change
 * one athlete at a time, so a stored ranking would buy nothing. Preliminary until the organizer closes the challenge.
 */
export function createChallengeResults(repository: ChallengeAthleteRepository) {
  async function ranked(challenge: ChallengeRow) {
    return rankChallenge(await repository.resultRows(challenge.id), challenge.kind, Number(challenge.distanceKm));
  }
  return {
    async page(challenge: ChallengeRow, gender: 'all' | 'F' | 'M', offset: number, limit: number) {
      const rows = (await ranked(challenge)).filter((row) => gender === 'all' || row.gender === gender);
      return { rows: rows.slice(offset, offset + limit).map(toResultRow), total: rows.length, preliminary: !challenge.ended };
    },
    async mine(challenge: ChallengeRow, user: AccountView) {
      const row = (await ranked(challenge)).find((candidate) => candidate.userId === user.id);
      return row ? toResultRow(row) : null;
    },
    async podium(challenge: ChallengeRow) {
      if (!challenge.ended) return null;
      const podium = challengePodium(await ranked(challenge));
      return { F: podium.F.map(toResultRow), M: podium.M.map(toResultRow) };
    },
  };
}
