import { randomUUID } from 'node:crypto';
import { messages, powerZones, wearableActivitySchema, withFtp, type AccountView, type TrainingProfile, type UploadedActivity, type WearableActivity } from '@dorsal/core';
import type { Db } from '../../../db/database.ts';
import { notFound } from '../../../lib/errors.ts';
import { createChallengeAthleteRepository } from '../athlete/athlete.repository.ts';
import { notAuthorized } from '../athlete/athlete.service.ts';
import { activityWindowStart, applicableTo, applyWearableActivity } from './apply-activity.ts';
import { toWearableActivity } from './files/parse-activity-file.ts';
import { parseActivityFileOffThread } from './files/parse-off-thread.ts';
import { createWearablesRepository } from './wearables.repository.ts';

const t = messages.challengeAthlete;
const w = messages.challengeWearables;

/** The athlete's activity files on a challenge (upload, list since the start, apply) and their FTP and zones. */
export function createActivityFilesService(db: Db) {
  const athletes = createChallengeAthleteRepository(db);
  const repository = createWearablesRepository(db);

  async function mine(challengeId: string, user: Pick<AccountView, 'id'>) {
    const challenge = await athletes.findChallenge(challengeId);
    if (!challenge) throw notFound(t.notFound);
    const participant = await athletes.findParticipant(challengeId, user.id);
    if (!participant || !participant.active) throw notAuthorized();
    return challenge;
  }

  /** The stored activity with IF and TSS against the athlete's current FTP. */
  function current(stored: unknown, ftpWatts: number | null): WearableActivity {
    const activity = wearableActivitySchema.parse(stored);
    return activity.power ? { ...activity, power: withFtp(activity.power, activity.durationInSeconds, ftpWatts) } : activity;
  }

  function appliedId(summary: unknown): string | null {
    const parsed = wearableActivitySchema.safeParse(summary);
    return parsed.success ? parsed.data.activityId : null;
  }

  async function training(userId: string): Promise<TrainingProfile> {
    const ftpWatts = await repository.ftpOf(userId);
    return { ftpWatts, zones: ftpWatts ? powerZones(ftpWatts) : [] };
  }

  return {
    /** Reads the file (nothing is stored when it is not a readable GPX, TCX or FIT activity) and keeps it. */
    async upload(challengeId: string, user: Pick<AccountView, 'id'>, fileName: string, data: Buffer): Promise<UploadedActivity> {
      const challenge = await mine(challengeId, user);
      const parsed = await parseActivityFileOffThread(data);
      const ftpWatts = await repository.ftpOf(user.id);
      const activity = toWearableActivity(parsed, `file-${randomUUID()}`, ftpWatts);
      const id = await repository.addActivity({ challengeId, userId: user.id, fileName: fileName.slice(0, 200), activity, startedAt: new Date(activity.startTimeInSeconds * 1000) });
      return { id, fileName: fileName.slice(0, 200), activity, applicable: applicableTo(challenge, activity), applied: false };
    },

    /** The participant's activities that started after the challenge's start (shifted by the zone's offset). */
    async list(challengeId: string, user: Pick<AccountView, 'id'>): Promise<UploadedActivity[]> {
      const challenge = await mine(challengeId, user);
      const [rows, ftpWatts, summary] = await Promise.all([
        repository.listActivities(challengeId, user.id, activityWindowStart(challenge)),
        repository.ftpOf(user.id),
        repository.appliedSummary(challengeId, user.id),
      ]);
      const applied = appliedId(summary);
      return rows.map((row) => {
        const activity = current(row.activity, ftpWatts);
        return { id: row.id, fileName: row.fileName, activity, applicable: applicableTo(challenge, activity), applied: activity.activityId === applied };
      });
    },

    /** Applies one of the participant's own uploaded activities (another athlete's is not found). */
    async apply(challengeId: string, user: Pick<AccountView, 'id'>, activityId: number) {
      await mine(challengeId, user);
      const row = await repository.findActivity(challengeId, user.id, activityId);
      if (!row) throw notFound(w.activityNotFound);
      return applyWearableActivity(db, challengeId, user, current(row.activity, await repository.ftpOf(user.id)));
    },

    training,

    async saveTraining(userId: string, ftpWatts: number | null): Promise<TrainingProfile> {
      await repository.setFtp(userId, ftpWatts);
      return training(userId);
    },
  };
}
