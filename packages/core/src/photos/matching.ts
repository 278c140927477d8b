/**
 * Which race photos are an athlete's (spec doc 1 §7, doc 2 "within 200 either side"): a photo tagged with their bib,
 * or taken at a photographic point within ±200 s of their passing there (the photo's adjusted time: capture time
 * plus the camera's clock offset).
 */
export const PHOTO_MATCH_WINDOW_MS = 200_000;

/** A photographic point: a checkpoint's number as text, or 'meta' (the finish line). */
export type PhotoPoint = string;
export const FINISH_POINT = 'meta';

export interface AthletePassing {
  point: PhotoPoint;
  /** Epoch milliseconds. */
  at: number;
}

/** The athlete's passings at each photographic point: the finish ('meta') and each checkpoint's split instants. */
export function athletePassings(result: { arrivedAt: Date | string | null; splits: readonly { controlCode: number; at?: string }[] }): AthletePassing[] {
  const passings: AthletePassing[] = [];
  const arrived = result.arrivedAt === null ? NaN : new Date(result.arrivedAt).getTime();
  if (Number.isFinite(arrived)) passings.push({ point: FINISH_POINT, at: arrived });
  for (const split of result.splits) {
    const at = split.at ? Date.parse(split.at) : NaN;
    // kpc = checkpoint number × 1000 + lap
    if (Number.isFinite(at)) passings.push({ point: String(Math.floor(split.controlCode / 1000)), at });
  }
  return passings;
}

export interface MatchWindow {
  point: PhotoPoint;
  from: Date;
  to: Date;
}

/** The time windows (one per passing, both ends included) a photo of that point must fall in. */
export function matchWindows(passings: readonly AthletePassing[]): MatchWindow[] {
  return passings.map(({ point, at }) => ({ point, from: new Date(at - PHOTO_MATCH_WINDOW_MS), to: new Date(at + PHOTO_MATCH_WINDOW_MS) }));
}

export interface MatchablePhoto {
  point: PhotoPoint;
  adjustedAt: Date | null;
  bibs: readonly number[];
}

/** The rule itself; the server's query is the same rule in SQL and is tested against this. */
export function photoMatchesAthlete(photo: MatchablePhoto, athlete: { bib: number; passings: readonly AthletePassing[] }): boolean {
  if (photo.bibs.includes(athlete.bib)) return true;
  if (!photo.adjustedAt) return false;
  const taken = photo.adjustedAt.getTime();
  return athlete.passings.some((passing) => passing.point === photo.point && Math.abs(taken - passing.at) <= PHOTO_MATCH_WINDOW_MS);
}
