import type { WearableActivity } from './wearable-activity.ts';

/** Garmin's window for an activity query: the upload start plus 84,960 seconds (spec §9). */
export const WEARABLE_WINDOW_SECONDS = 84_960;
/** An activity may fall this short of the challenge distance, in km (spec §9). */
export const DISTANCE_TOLERANCE_KM = 0.1;

/**
 * The spec's rule: an activity counts when its distance in whole kilometres, rounded, is at least the challenge
 * distance minus 0.1 km. (A 9.6 km run rounds to 10 and counts for a 10 km challenge; 9.4 km does not.)
 */
export function isActivityApplicable(activity: Pick<WearableActivity, 'distanceInMeters'>, challengeDistanceKm: number): boolean {
  return Math.round(activity.distanceInMeters / 1000) >= challengeDistanceKm - DISTANCE_TOLERANCE_KM;
}

/**
 * Only activities that started after the challenge's start count. `offsetMinutes` is the challenge zone's UTC offset
 * at its start (for Mexico City −360): the spec shifts the start by it because device times are local wall-clock times.
 */
export function startedAfterChallengeStart(activity: Pick<WearableActivity, 'startTimeInSeconds'>, challengeStartsAt: Date, offsetMinutes = 0): boolean {
  return activity.startTimeInSeconds >= Math.floor(challengeStartsAt.getTime() / 1000) + offsetMinutes * 60;
}
