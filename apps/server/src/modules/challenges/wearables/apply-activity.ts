import { isActivityApplicable, messages, startedAfterChallengeStart, wearableActivitySchema, type AccountView, type MyParticipation, type WearableActivity } from '@dorsal/core';
import type { Db } from '../../../db/database.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { createChallengeAthleteRepository } from '../athlete/athlete.repository.ts';
import { notAuthorized } from '../athlete/athlete.service.ts';
import { toParticipation, type ChallengeRow } from '../athlete/participation-view.ts';
import { createWearablesRepository } from './wearables.repository.ts';

const t = messages.challengeAthlete;
const w = messages.challengeWearables;

/** The UTC offset of a time zone at an instant, in minutes (Mexico City: −360). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(at);
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
    const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
    return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  } catch {
    return 0;
  }
}

/** The earliest start an activity may have for a challenge: its start shifted by the zone's offset (spec §9). */
export function activityWindowStart(challenge: Pick<ChallengeRow, 'startsAt' | 'timeZone'>): Date {
  const startsAt = new Date(challenge.startsAt);
  return new Date(startsAt.getTime() + zoneOffsetMinutes(challenge.timeZone, startsAt) * 60_000);
}

/** Whether an activity may be applied to a challenge: started inside the window and long enough (spec §9). */
export function applicableTo(challenge: Pick<ChallengeRow, 'startsAt' | 'timeZone' | 'distanceKm'>, activity: WearableActivity): boolean {
  const startsAt = new Date(challenge.startsAt);
  return startedAfterChallengeStart(activity, startsAt, zoneOffsetMinutes(challenge.timeZone, startsAt)) && isActivityApplicable(activity, Number(challenge.distanceKm));
}

/**
 * Applies an activity (a file's or Garmin's) as the participant's step-2 evidence: it becomes their `wearable_summary`
 * and its duration their finish time (`finish_recorded_at` now). Same refusals as setting a finish time by hand
 * (403 not a participant, 409 challenge ended or results not admitted), plus 409 for an activity before the
 * challenge's start or shorter than its distance ('No Aplicable'). Answers the participation as `GET …/me` does.
 */
export async function applyWearableActivity(db: Db, challengeId: string, user: Pick<AccountView, 'id'>, activity: WearableActivity): Promise<MyParticipation> {
  const athletes = createChallengeAthleteRepository(db);
  const wearables = createWearablesRepository(db);
  const challenge = await athletes.findChallenge(challengeId);
  if (!challenge) throw notFound(t.notFound);
  const participant = await athletes.findParticipant(challengeId, user.id);
  if (!participant || !participant.active) throw notAuthorized();
  if (challenge.ended) throw new AppError(409, 'challenge_ended', `${t.finish.ended}. ${t.finish.endedContact}`);
  if (!challenge.admitResults) throw new AppError(409, 'results_blocked', t.finish.disabled);
  const summary = wearableActivitySchema.parse(activity);
  const startsAt = new Date(challenge.startsAt);
  if (!startedAfterChallengeStart(summary, startsAt, zoneOffsetMinutes(challenge.timeZone, startsAt))) throw new AppError(409, 'activity_before_start', w.beforeStart);
  if (!isActivityApplicable(summary, Number(challenge.distanceKm))) throw new AppError(409, 'activity_not_applicable', w.notApplicableRefused);
  if (summary.durationInSeconds <= 0) throw new AppError(409, 'activity_without_time', w.noData);
  await wearables.applyActivity(db, challengeId, user.id, summary, Math.round(summary.durationInSeconds));
  const row = (await athletes.findParticipant(challengeId, user.id))!;
  return toParticipation(row, await athletes.evidenceUrls(challengeId, user.id));
}
