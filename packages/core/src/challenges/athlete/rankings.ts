import { challengePace } from './challenge-time.ts';

export interface RankInput {
  raceNumber: number;
  gender: 'F' | 'M';
  categoryCode: number;
  goalSeconds: number | null;
  finishSeconds: number | null;
}

export interface RankedFields {
  overallPosition: number;
  genderPosition: number;
  categoryPosition: number;
  /** finish ÷ goal (null without both); below 1 means faster than the goal. */
  relativeIndex: number | null;
  relativePosition: number;
  /** min:ss /km; '' without a finish time. */
  pace: string;
}

const hasTime = (row: RankInput): boolean => row.finishSeconds !== null && row.finishSeconds > 0;

/**
 * Positions by the spec's rules (§9): finish time ascending (descending for `byTime` challenges: the longest time
 * wins), overall, per gender and per gender + category, counted only for non-zero times (others get 0); ties are
 * broken by race number so the order is total. The relative index (finish ÷ goal) has its own positions in the same
 * direction. Rows come back in ranking order: ranked first, then the rest by race number.
 */
export function rankChallenge<R extends RankInput>(rows: readonly R[], kind: 'byTime' | 'distance', distanceKm: number): Array<R & RankedFields> {
  const sign = kind === 'byTime' ? -1 : 1;
  const timed = rows.filter(hasTime) as Array<R & { finishSeconds: number }>;
  timed.sort((a, b) => sign * (a.finishSeconds - b.finishSeconds) || a.raceNumber - b.raceNumber);
  const untimed = rows.filter((row) => !hasTime(row)).sort((a, b) => a.raceNumber - b.raceNumber);

  const genderCount = new Map<string, number>();
  const categoryCount = new Map<string, number>();
  const ranked = timed.map((row, index) => {
    const genderPosition = (genderCount.get(row.gender) ?? 0) + 1;
    genderCount.set(row.gender, genderPosition);
    const categoryKey = `${row.gender}:${row.categoryCode}`;
    const categoryPosition = (categoryCount.get(categoryKey) ?? 0) + 1;
    categoryCount.set(categoryKey, categoryPosition);
    const relativeIndex = row.goalSeconds && row.goalSeconds > 0 ? row.finishSeconds / row.goalSeconds : null;
    return { ...row, overallPosition: index + 1, genderPosition, categoryPosition, relativeIndex, relativePosition: 0, pace: challengePace(row.finishSeconds, distanceKm) };
  });

  const byIndex = ranked.filter((row) => row.relativeIndex !== null).sort((a, b) => sign * (a.relativeIndex! - b.relativeIndex!) || a.raceNumber - b.raceNumber);
  byIndex.forEach((row, index) => {
    row.relativePosition = index + 1;
  });

  const rest = untimed.map((row) => ({ ...row, overallPosition: 0, genderPosition: 0, categoryPosition: 0, relativeIndex: null, relativePosition: 0, pace: '' }));
  return [...ranked, ...rest];
}

/** The top 3 of each gender by their gender position. */
export function challengePodium<R extends RankedFields & { gender: 'F' | 'M' }>(ranked: readonly R[]): { F: R[]; M: R[] } {
  const top = (gender: 'F' | 'M') =>
    ranked
      .filter((row) => row.gender === gender && row.genderPosition > 0 && row.genderPosition <= 3)
      .sort((a, b) => a.genderPosition - b.genderPosition);
  return { F: top('F'), M: top('M') };
}
