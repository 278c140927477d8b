import {
  challengeFormFields,
  challengeTimeToSeconds,
  messages,
  nextSavedStep,
  stepBlockerMessage,
  firstBlockerBefore,
  type AccountView,
  type ChallengeTime,
  type MyParticipation,
} from '@dorsal/core';
import type { Db } from '../../../db/database.ts';
import type { FileStorage } from '../../../adapters/storage/file-storage.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { storeImage } from '../../../lib/images.ts';
import type { ChallengeAthleteRepository, PhotoKind } from './athlete.repository.ts';
import { joinChallenge } from './join-challenge.ts';
import { participantPhotoUpload } from './participant-photo.ts';
import { stepFactsOf, toChallengeCard, toParticipation, type ChallengeRow } from './participation-view.ts';

const t = messages.challengeAthlete;
const MAX_EVIDENCE_PHOTOS = 10;

export const notAuthorized = () => new AppError(403, 'not_authorized', t.notAuthorized);

/** The athlete's use cases on a challenge: the card, my challenges, joining, the form, goal and finish times, steps, photos. */
export function createChallengeAthleteService(deps: { db: Db; repository: ChallengeAthleteRepository; storage: FileStorage }) {
  const { repository } = deps;

  async function challengeOrThrow(challengeId: string): Promise<ChallengeRow> {
    const challenge = await repository.findChallenge(challengeId);
    if (!challenge) throw notFound(t.notFound);
    return challenge;
  }

  async function participation(challengeId: string, userId: string): Promise<MyParticipation | null> {
    const row = await repository.findParticipant(challengeId, userId);
    return row ? toParticipation(row, await repository.evidenceUrls(challengeId, userId)) : null;
  }

  /** The challenge and the caller's active participation; 403 'Usuario no autorizado para este evento' otherwise. */
  async function mine(challengeId: string, user: AccountView) {
    const challenge = await challengeOrThrow(challengeId);
    const participant = await repository.findParticipant(challengeId, user.id);
    if (!participant || !participant.active) throw notAuthorized();
    return { challenge, participant };
  }

  const answer = async (challengeId: string, userId: string) => (await participation(challengeId, userId))!;

  return {
    challengeOrThrow,
    mine,

    async card(challengeId: string) {
      const challenge = await challengeOrThrow(challengeId);
      return toChallengeCard(challenge, await repository.countParticipants(challengeId));
    },

    async myChallenges(user: AccountView) {
      return (await repository.myChallenges(user.id)).map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        distanceKm: Number(row.distanceKm),
        startsAt: new Date(row.startsAt).toISOString(),
        endsAt: new Date(row.endsAt).toISOString(),
        photoUrl: row.photoUrl,
        ended: row.ended,
        raceNumber: row.raceNumber,
        step: row.step,
      }));
    },

    async me(challengeId: string, user: AccountView) {
      await challengeOrThrow(challengeId);
      return participation(challengeId, user.id);
    },

    async join(challengeId: string, user: AccountView, code: string) {
      const challenge = await challengeOrThrow(challengeId);
      const outcome = await joinChallenge(deps, user, challenge, code);
      return { outcome, participant: await answer(challengeId, user.id) };
    },

    async saveForm(challengeId: string, user: AccountView, answers: Record<string, string>) {
      const { challenge } = await mine(challengeId, user);
      const fields = challengeFormFields(challenge.form);
      const kept: Record<string, string> = {};
      const problems: Record<string, string> = {};
      for (const field of fields) {
        const value = (answers[field.name] ?? '').trim();
        if (!value && field.required) problems[field.name] = t.required;
        else if (value && field.options.length > 0 && !field.options.includes(value)) problems[field.name] = t.required;
        else kept[field.name] = value;
      }
      if (Object.keys(problems).length > 0) throw new AppError(400, 'validation', Object.values(problems)[0]!, problems);
      await repository.updateParticipant(deps.db, challengeId, user.id, { formAnswers: JSON.stringify(kept) });
      return answer(challengeId, user.id);
    },

    async setGoal(challengeId: string, user: AccountView, time: ChallengeTime | null) {
      await mine(challengeId, user);
      await repository.updateParticipant(deps.db, challengeId, user.id, { goalSeconds: time ? challengeTimeToSeconds(time) || null : null });
      return answer(challengeId, user.id);
    },

    /** Only while results are admitted and the challenge is open; the server's clock stamps it. */
    async setFinish(challengeId: string, user: AccountView, time: ChallengeTime | null) {
      const { challenge } = await mine(challengeId, user);
      if (challenge.ended) throw new AppError(409, 'challenge_ended', `${t.finish.ended}. ${t.finish.endedContact}`);
      if (!challenge.admitResults) throw new AppError(409, 'results_blocked', t.finish.disabled);
      const seconds = time ? challengeTimeToSeconds(time) || null : null;
      await repository.updateParticipant(deps.db, challengeId, user.id, { finishSeconds: seconds, finishRecordedAt: seconds === null ? null : new Date() });
      return answer(challengeId, user.id);
    },

    /** The saved step moves forward only, and never past a step whose requirements are missing. */
    async saveStep(challengeId: string, user: AccountView, step: number) {
      const { challenge, participant } = await mine(challengeId, user);
      const facts = stepFactsOf(challenge, participant, (await repository.evidenceUrls(challengeId, user.id)).length);
      const blocked = firstBlockerBefore(step, facts);
      if (blocked) throw new AppError(409, `step_${blocked.blocker}`, stepBlockerMessage(blocked.blocker));
      await repository.saveStep(challengeId, user.id, nextSavedStep(participant.step, step));
      return answer(challengeId, user.id);
    },

    async uploadPhoto(challengeId: string, user: AccountView, kind: PhotoKind, upload: Buffer) {
      const { challenge } = await mine(challengeId, user);
      if (kind === 'evidence') {
        if (challenge.ended) throw new AppError(409, 'challenge_ended', `${t.finish.ended}. ${t.finish.endedContact}`);
        if (!challenge.admitResults) throw new AppError(409, 'results_blocked', t.finish.disabled);
        if ((await repository.countPhotos(challengeId, user.id, 'evidence')) >= MAX_EVIDENCE_PHOTOS) throw new AppError(409, 'too_many_photos', t.photos.tooMany);
      }
      const url = await storeImage(deps.storage, upload, participantPhotoUpload, `challenges/${challengeId}/${kind}`);
      await deps.db.transaction().execute(async (trx) => {
        if (kind === 'evidence') {
          await repository.addPhoto(trx, challengeId, user.id, kind, url);
          return;
        }
        await repository.replacePhoto(trx, challengeId, user.id, kind, url);
        await repository.updateParticipant(trx, challengeId, user.id, kind === 'startLine' ? { startPhotoUrl: url } : { finishPhotoUrl: url });
      });
      return answer(challengeId, user.id);
    },

    async gallery(challengeId: string, kind: 'startLine' | 'finishLine', page: number) {
      await challengeOrThrow(challengeId);
      const pageSize = 100;
      const { rows, total } = await repository.gallery(challengeId, kind, (page - 1) * pageSize, pageSize);
      return { photos: rows.map((row) => ({ url: row.url, raceNumber: row.raceNumber, name: `${row.firstNames} ${row.lastNames}` })), total, pageSize };
    },
  };
}
export type ChallengeAthleteService = ReturnType<typeof createChallengeAthleteService>;
