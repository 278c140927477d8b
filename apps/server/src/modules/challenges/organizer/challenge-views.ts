import { parseChallengeCategories, challengeFormDefinitionSchema, challengePhotoConfigSchema, type ChallengeConfig, type OrganizerChallengeCard } from '@dorsal/core';
import type { ChallengeRow } from '../challenge-access.ts';
import type { ChallengeStaffRole } from '../challenges.policy.ts';

type CardRow = Pick<ChallengeRow, 'id' | 'name' | 'startsAt' | 'endsAt' | 'distanceKm' | 'kind' | 'photoUrl' | 'admitResults' | 'ended'> & { participantCount: number };

const iso = (value: Date | string) => new Date(value).toISOString();

export function toCard(row: CardRow): OrganizerChallengeCard {
  return {
    id: row.id,
    name: row.name,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    distanceKm: Number(row.distanceKm),
    kind: row.kind,
    photoUrl: row.photoUrl,
    admitResults: row.admitResults,
    ended: row.ended,
    participantCount: Number(row.participantCount),
  };
}

/** The configuration page's view; the admin panels' JSON only for the platform admin (stored JSON that no longer validates reads as null). */
export function toConfig(row: ChallengeRow, extra: { participantCount: number; codeUsesTotal: number; role: ChallengeStaffRole | null; isAdmin: boolean }): ChallengeConfig {
  const photoConfig = challengePhotoConfigSchema.safeParse(row.photoConfig);
  const form = challengeFormDefinitionSchema.safeParse(row.form);
  return {
    ...toCard({ ...row, participantCount: extra.participantCount }),
    description: row.description,
    price: row.priceCents / 100,
    currency: row.currency,
    accessCodesAdmitted: row.accessCodesAdmitted,
    codeUsesTotal: extra.codeUsesTotal,
    startAudioUrl: row.startAudioUrl,
    finishAudioUrl: row.finishAudioUrl,
    role: extra.role,
    isAdmin: extra.isAdmin,
    categories: extra.isAdmin ? parseChallengeCategories(row.categories) : null,
    photoConfig: extra.isAdmin && photoConfig.success ? photoConfig.data : null,
    form: extra.isAdmin && form.success ? form.data : null,
  };
}
