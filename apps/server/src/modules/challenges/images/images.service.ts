import {
  certificateConfigOf,
  clockOf,
  medalConfigOf,
  messages,
  photoToolsOf,
  raceNumberConfigOf,
  sampleImageFacts,
  spanishDateLine,
  type AccountView,
  type CertificateSetup,
  type ChallengeImageFacts,
  type ChallengeImagesView,
  type MedalSetup,
  type ParticipantImagesStatus,
  type PhotoKind,
  type PhotoTool,
  type RaceNumberSetup,
} from '@dorsal/core';
import type { Db, DbExecutor } from '../../../db/database.ts';
import type { FileStorage } from '../../../adapters/storage/file-storage.ts';
import { readStoredUrl } from '../../../adapters/storage/file-storage.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { storeImage } from '../../../lib/images.ts';
import type { RequireChallengeAccess } from '../challenge-access.ts';
import { createChallengeImageFiles } from './challenge-image-files.ts';
import { assertPngOrJpeg, challengeImageUploads, type UploadKind } from './image-uploads.ts';
import type { ChallengeImagesRepository, ConfigColumn } from './images.repository.ts';

const t = messages.challengeImages;
type Challenge = NonNullable<Awaited<ReturnType<ChallengeImagesRepository['challenge']>>>;

const columnOf: Record<Exclude<UploadKind, 'frame'>, ConfigColumn> = { certificate: 'certificateConfig', raceNumber: 'raceNumberConfig', medal: 'medalConfig' };

type Setups = { certificate: CertificateSetup; raceNumber: RaceNumberSetup; medal: MedalSetup };

const conflict = (code: string, message: string) => new AppError(409, code, message);

function configsOf(challenge: Challenge) {
  return {
    certificate: certificateConfigOf(challenge.certificateConfig),
    raceNumber: raceNumberConfigOf(challenge.raceNumberConfig),
    medal: medalConfigOf(challenge.medalConfig),
  };
}

function challengeFacts(challenge: Challenge) {
  return { name: challenge.name, distanceKm: challenge.distanceKm, dateLine: spanishDateLine(challenge.endsAt, challenge.timeZone) };
}

function viewOf(challenge: Challenge): ChallengeImagesView {
  return { ...configsOf(challenge), frameImageUrl: challenge.frameImageUrl, challenge: challengeFacts(challenge) };
}

export interface ImageFile {
  file: Buffer;
  contentType: 'image/jpeg' | 'application/pdf';
  /** The file name pattern (messages.challengeImages.fileNames) and its values. */
  name: { pattern: string; values: Record<string, string>; extension: 'jpg' | 'pdf' };
}

/**
 * The challenge's images: the organizer's settings (editChallenge), a preview with the sample athlete (viewChallenge),
 * and each participant's downloads — for the participant themself, the challenge's staff (seeParticipants) and the admin.
 */
export function createChallengeImagesService(deps: { db: Db; storage: FileStorage; repository: ChallengeImagesRepository; requireChallengeAccess: RequireChallengeAccess }) {
  const { db, repository, requireChallengeAccess } = deps;
  const files = createChallengeImageFiles(deps.storage);

  async function update(user: AccountView, challengeId: string, write: (trx: DbExecutor, challenge: Challenge) => Promise<void>): Promise<ChallengeImagesView> {
    const after = await db.transaction().execute(async (trx) => {
      await requireChallengeAccess(user, challengeId, 'editChallenge', { executor: trx, forUpdate: true });
      const before = await repository.challenge(challengeId, trx);
      if (!before) throw notFound(messages.challengeOrganizer.notFound);
      await write(trx, before);
      return repository.challenge(challengeId, trx);
    });
    if (!after) throw notFound(messages.challengeOrganizer.notFound);
    return viewOf(after);
  }

  /** The participant asked for ('me' is the caller), after the access rule; 404 when they are not in the challenge. */
  async function participantOf(user: AccountView, challengeId: string, userIdParam: string) {
    const challenge = await repository.challenge(challengeId);
    if (!challenge) throw notFound(messages.challengeOrganizer.notFound);
    const userId = userIdParam === 'me' ? user.id : userIdParam;
    if (userId !== user.id) await requireChallengeAccess(user, challengeId, 'seeParticipants');
    const participant = await repository.participant(challengeId, userId);
    if (!participant || (userId === user.id && !participant.active && user.role !== 'admin')) throw notFound(t.notParticipant);
    const athleteName = `${participant.firstNames} ${participant.lastNames}`.trim();
    const facts: ChallengeImageFacts = {
      athleteName,
      raceNumber: participant.raceNumber,
      challengeName: challenge.name,
      distanceKm: challenge.distanceKm,
      finishTime: clockOf(participant.finishSeconds),
      goalTime: clockOf(participant.goalSeconds),
      dateLine: spanishDateLine(challenge.endsAt, challenge.timeZone),
    };
    return { challenge, participant, facts, athleteName };
  }

  const named = (pattern: string, athleteName: string, extension: 'jpg' | 'pdf', extra: Record<string, string> = {}) => ({ pattern, values: { name: athleteName, ...extra }, extension });

  return {
    async get(user: AccountView, challengeId: string): Promise<ChallengeImagesView> {
      await requireChallengeAccess(user, challengeId, 'viewChallenge');
      const challenge = await repository.challenge(challengeId);
      if (!challenge) throw notFound(messages.challengeOrganizer.notFound);
      return viewOf(challenge);
    },

    save<K extends keyof Setups>(user: AccountView, challengeId: string, kind: K, setup: Setups[K]): Promise<ChallengeImagesView> {
      return update(user, challengeId, async (trx, before) => {
        const column = columnOf[kind];
        const imageUrl = configsOf(before)[kind].imageUrl;
        const fontColor = setup.fontColor.toUpperCase();
        await repository.saveConfig(trx, challengeId, column, { ...setup, fontColor, ...(imageUrl ? { imageUrl } : {}) });
      });
    },

    /** Checks the caller first, so nothing is stored for someone who may not change the challenge. */
    async uploadImage(user: AccountView, challengeId: string, kind: UploadKind, upload: Buffer): Promise<ChallengeImagesView> {
      await requireChallengeAccess(user, challengeId, 'editChallenge');
      assertPngOrJpeg(upload);
      const url = await storeImage(deps.storage, upload, challengeImageUploads[kind], `challenges/${challengeId}-${kind}`);
      return update(user, challengeId, async (trx, before) => {
        if (kind === 'frame') return repository.saveFrame(trx, challengeId, url);
        await repository.saveConfig(trx, challengeId, columnOf[kind], { ...before[columnOf[kind]], imageUrl: url });
      });
    },

    removeImage(user: AccountView, challengeId: string, kind: UploadKind): Promise<ChallengeImagesView> {
      return update(user, challengeId, async (trx, before) => {
        if (kind === 'frame') return repository.saveFrame(trx, challengeId, null);
        const { imageUrl: _removed, ...rest } = before[columnOf[kind]];
        await repository.saveConfig(trx, challengeId, columnOf[kind], rest);
      });
    },

    /** The saved design with the sample athlete: exactly what an athlete downloads. */
    async preview(user: AccountView, challengeId: string, kind: Exclude<UploadKind, 'frame'>): Promise<Buffer> {
      await requireChallengeAccess(user, challengeId, 'viewChallenge');
      const challenge = await repository.challenge(challengeId);
      if (!challenge) throw notFound(messages.challengeOrganizer.notFound);
      const configs = configsOf(challenge);
      const facts = sampleImageFacts(challengeFacts(challenge));
      if (kind === 'certificate') return files.certificateJpeg(configs.certificate, facts);
      if (kind === 'raceNumber') return files.raceNumberJpeg(configs.raceNumber, facts);
      return files.medalJpeg(configs.medal, facts);
    },

    async status(user: AccountView, challengeId: string, userIdParam: string): Promise<ParticipantImagesStatus> {
      const { challenge, participant, facts, athleteName } = await participantOf(user, challengeId, userIdParam);
      return { athleteName, ended: challenge.ended, startPhotoUrl: participant.startPhotoUrl, finishPhotoUrl: participant.finishPhotoUrl, goalTime: facts.goalTime, finishTime: facts.finishTime };
    },

    /** Spec §4: only once the challenge is closed; before, 409 with the spec's message. */
    async certificate(user: AccountView, challengeId: string, userIdParam: string, format: 'jpg' | 'pdf'): Promise<ImageFile> {
      const { challenge, facts, athleteName } = await participantOf(user, challengeId, userIdParam);
      if (!challenge.ended) throw conflict('challenge_open', t.notEnded);
      const config = configsOf(challenge).certificate;
      const name = named(t.fileNames.certificate, athleteName, format);
      if (format === 'pdf') return { file: await files.certificatePdf(config, facts, challenge.endsAt), contentType: 'application/pdf', name };
      return { file: await files.certificateJpeg(config, facts), contentType: 'image/jpeg', name };
    },

    async raceNumber(user: AccountView, challengeId: string, userIdParam: string): Promise<ImageFile> {
      const { challenge, facts, athleteName } = await participantOf(user, challengeId, userIdParam);
      return { file: await files.raceNumberJpeg(configsOf(challenge).raceNumber, facts), contentType: 'image/jpeg', name: named(t.fileNames.raceNumber, athleteName, 'jpg') };
    },

    async medal(user: AccountView, challengeId: string, userIdParam: string): Promise<ImageFile> {
      const { challenge, facts, athleteName } = await participantOf(user, challengeId, userIdParam);
      return { file: await files.medalJpeg(configsOf(challenge).medal, facts), contentType: 'image/jpeg', name: named(t.fileNames.medal, athleteName, 'jpg') };
    },

    async photoTool(user: AccountView, challengeId: string, userIdParam: string, kind: PhotoKind, tool: PhotoTool): Promise<ImageFile> {
      if (!photoToolsOf[kind].includes(tool)) throw notFound();
      const { challenge, participant, facts, athleteName } = await participantOf(user, challengeId, userIdParam);
      const photo = await readStoredUrl(deps.storage, kind === 'startLine' ? participant.startPhotoUrl : participant.finishPhotoUrl);
      if (!photo) throw conflict('no_photo', t.noPhoto);
      if (tool === 'goalTime' && !facts.goalTime) throw conflict('no_goal', t.noGoal);
      if (tool === 'officialTime' && !facts.finishTime) throw conflict('no_finish', t.noFinish);
      const configs = configsOf(challenge);
      const file = await files.photoTool(tool, photo, facts, { frameImageUrl: challenge.frameImageUrl, photoConfig: challenge.photoConfig, raceNumber: configs.raceNumber, medal: configs.medal });
      return { file, contentType: 'image/jpeg', name: named(t.fileNames.photo, athleteName, 'jpg', { tool: t.tools[tool] }) };
    },
  };
}
export type ChallengeImagesService = ReturnType<typeof createChallengeImagesService>;
