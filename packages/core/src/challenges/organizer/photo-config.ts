import { z } from 'zod';
import { messages } from '../../i18n/messages.ts';
import { safeText } from '../../validation/safe-text.ts';

const t = messages.challengeOrganizer.photoConfig;
const required = messages.common.required;
const text = (max: number) => safeText({ error: required }).trim().min(1, required).max(max);
/** An uploaded file's URL (/files/…) or a web address. */
const path = text(500).regex(/^(\/|https?:\/\/)\S+$/, t.pathFormat);

/** Logo corners: 1 top-left, 2 top-right, 3 bottom-left, 4 bottom-right. */
export const challengeLogoCorners = [1, 2, 3, 4] as const;

export const challengePhotoLogoSchema = z
  .object({
    path,
    /** Fraction of the photo's width (0.25 by default). */
    width: z.number({ error: required }).gt(0, t.widthRange).max(1, t.widthRange),
    /** Pixels from the corner (15 by default). */
    margin: z.number({ error: required }).int().min(0, t.marginRange).max(500, t.marginRange),
    corner: z.union(challengeLogoCorners.map((corner) => z.literal(corner)), { error: t.cornerRange }),
    code: text(30),
    description: text(100),
  })
  .strict();
export type ChallengePhotoLogo = z.infer<typeof challengePhotoLogoSchema>;

export const challengePhotoFrameSchema = z.object({ code: text(30), description: text(100), path, type: text(30) }).strict();
export type ChallengePhotoFrame = z.infer<typeof challengePhotoFrameSchema>;

const uniqueCodes = (list: { code: string }[]) => new Set(list.map((item) => item.code)).size === list.length;

/** The logos and frames athletes' photo tools put on their start and finish photos (admin panel). */
export const challengePhotoConfigSchema = z
  .object({
    logos: z.array(challengePhotoLogoSchema).max(20).refine(uniqueCodes, t.duplicateCode),
    frames: z.array(challengePhotoFrameSchema).max(50).refine(uniqueCodes, t.duplicateCode),
  })
  .strict();
export type ChallengePhotoConfig = z.infer<typeof challengePhotoConfigSchema>;

export const DEFAULT_CHALLENGE_PHOTO_LOGO: Omit<ChallengePhotoLogo, 'path' | 'code' | 'description'> = { width: 0.25, margin: 15, corner: 4 };
