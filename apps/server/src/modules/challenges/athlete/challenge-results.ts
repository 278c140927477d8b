import { challengePace, challengeResultsPageSize, secondsToChallengeText, type AccountView, type ChallengeResultRow } from '@dorsal/core';
import type { ChallengeAthleteRepository, ResultRecord } from './athlete.repository.ts';
import type { ChallengeRow } from './participation-view.ts';

function toResultRow(row: ResultRecord, distanceKm: number): ChallengeResultRow {
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
    hasEvidence: Boolean(row.hasEvidence),
    pace: row.overallPosition > 0 ? challengePace(row.finishSeconds, distanceKm) : '',
    relativeIndex: row.relativeIndex === null ? null : Math.round(Number(row.relativeIndex) * 10_000) / 10_000,
    relativePosition: row.relativePosition,
    startPhotoUrl: row.startPhotoUrl,
    finishPhotoUrl: row.finishPhotoUrl,
  };
}

const pageOf = (place: number) => Math.max(1, Math.ceil(place / challengeResultsPageSize));

/**
 * Results a page at a time, ranked by PostgreSQL window functions with core rankChallenge's rules (the repository's
 * `ranked`; README: why not stored positions). A phone gets 50 rows, the podium is its own small query, and 'Ver mi
 * resultado' learns which page holds the athlete. Preliminary until the organizer closes the challenge.
 */
export function createChallengeResults(repository: ChallengeAthleteRepository) {
  return {
    async page(challenge: ChallengeRow, gender: 'all' | 'F' | 'M', page: number) {
      const pageSize = challengeResultsPageSize;
      const { rows, total } = await repository.resultsPage(challenge.id, challenge.kind, gender, (page - 1) * pageSize, pageSize);
      return { rows: rows.map((row) => toResultRow(row, Number(challenge.distanceKm))), total, page, pageSize, preliminary: !challenge.ended };
    },
    async mine(challenge: ChallengeRow, user: AccountView) {
      const row = await repository.resultOf(challenge.id, challenge.kind, user.id);
      if (!row) return { row: null, pages: null };
      return { row: toResultRow(row, Number(challenge.distanceKm)), pages: { all: pageOf(row.ord), gender: pageOf(row.genderOrd) } };
    },
    async podium(challenge: ChallengeRow) {
      if (!challenge.ended) return null;
      const rows = (await repository.podium(challenge.id, challenge.kind)).map((row) => toResultRow(row, Number(challenge.distanceKm)));
      return { F: rows.filter((row) => row.gender === 'F'), M: rows.filter((row) => row.gender === 'M') };
    },
  };
}
