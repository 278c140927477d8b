import { newChallengeId, type AccountView, type ChallengeAudioKind, type ChallengeCategories, type ChallengeFormDefinition, type ChallengeInput, type ChallengePhotoConfig, type ChallengeToggle } from '@dorsal/core';
import type { Db } from '../../../db/database.ts';
import type { FileStorage } from '../../../adapters/storage/file-storage.ts';
import { storeImage } from '../../../lib/images.ts';
import { createChallengeAccess, type ChallengeRow } from '../challenge-access.ts';
import type { ChallengeAction } from '../challenges.policy.ts';
import { challengePhotoUpload } from './challenge-uploads.ts';
import { toCard, toConfig } from './challenge-views.ts';
import type { ChallengeOrganizerRepository } from './organizer.repository.ts';

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

const columnsOf = (input: ChallengeInput) => ({
  name: input.name,
  description: input.description,
  distanceKm: input.distanceKm,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  kind: input.kind,
  priceCents: Math.round(input.price * 100),
  accessCodesAdmitted: input.accessCodesAdmitted,
});

/** A challenge's own settings: create, list, read, edit, toggles, photo, audio and the admin panels. */
export function createChallengeSettingsService({ db, storage, repository }: { db: Db; storage: FileStorage; repository: ChallengeOrganizerRepository }) {
  const requireChallengeAccess = createChallengeAccess(db);

  async function configOf(user: AccountView, challenge: ChallengeRow) {
    const role = await repository.roleOf(challenge.id, user.id);
    return toConfig(challenge, {
      role,
      isAdmin: user.role === 'admin',
      participantCount: await repository.participantCount(challenge.id),
      codeUsesTotal: await repository.codeUsesTotal(challenge.id),
    });
  }

  async function fresh(user: AccountView, challengeId: string) {
    const { challenge } = await requireChallengeAccess(user, challengeId, 'viewChallenge');
    return { challenge: await configOf(user, challenge) };
  }

  async function change(user: AccountView, challengeId: string, action: ChallengeAction, changes: Parameters<ChallengeOrganizerRepository['update']>[1]) {
    await requireChallengeAccess(user, challengeId, action);
    await repository.update(challengeId, changes);
    return fresh(user, challengeId);
  }

  return {
    async mine(user: AccountView) {
      return { challenges: (await repository.cardsOf(user.id)).map(toCard) };
    },

    /** A new id, drawn again on the (rare) collision. */
    async create(user: AccountView, input: ChallengeInput) {
      for (let attempt = 0; ; attempt++) {
        const id = newChallengeId();
        try {
          await db.transaction().execute((trx) => repository.insert(trx, { id, ...columnsOf(input), createdBy: user.id }, user.id));
          return fresh(user, id);
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 5) throw error;
        }
      }
    },

    config: fresh,
    update: (user: AccountView, challengeId: string, input: ChallengeInput) => change(user, challengeId, 'editChallenge', columnsOf(input)),
    toggle: (user: AccountView, challengeId: string, toggle: ChallengeToggle) => change(user, challengeId, 'editChallenge', toggle),

    async uploadPhoto(user: AccountView, challengeId: string, upload: Buffer) {
      await requireChallengeAccess(user, challengeId, 'editChallenge');
      const photoUrl = await storeImage(storage, upload, challengePhotoUpload, `challenges/${challengeId}/photo`);
      await repository.update(challengeId, { photoUrl });
      return fresh(user, challengeId);
    },

    /** Checks access before the upload is read (`store` reads the request). */
    async uploadAudio(user: AccountView, challengeId: string, kind: ChallengeAudioKind, store: () => Promise<string>) {
      await requireChallengeAccess(user, challengeId, 'editChallenge');
      const url = await store();
      await repository.update(challengeId, kind === 'start' ? { startAudioUrl: url } : { finishAudioUrl: url });
      return fresh(user, challengeId);
    },
    removeAudio: (user: AccountView, challengeId: string, kind: ChallengeAudioKind) =>
      change(user, challengeId, 'editChallenge', kind === 'start' ? { startAudioUrl: null } : { finishAudioUrl: null }),

    photoConfig: (user: AccountView, challengeId: string, config: ChallengePhotoConfig) => change(user, challengeId, 'adminPanels', { photoConfig: JSON.stringify(config) }),
    categories: (user: AccountView, challengeId: string, categories: ChallengeCategories) => change(user, challengeId, 'adminPanels', { categories: JSON.stringify(categories) }),
    form: (user: AccountView, challengeId: string, form: ChallengeFormDefinition) => change(user, challengeId, 'adminPanels', { form: form.length > 0 ? JSON.stringify(form) : null }),
  };
}
export type ChallengeSettingsService = ReturnType<typeof createChallengeSettingsService>;
