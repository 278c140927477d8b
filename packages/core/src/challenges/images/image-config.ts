import { z } from 'zod';
import { messages } from '../../i18n/messages.ts';

const t = messages.challengeImages;

/** Spec §5: font colour RGB hex, default #000000. */
export const DEFAULT_FONT_COLOR = '#000000';
/** Spec §5: text positions 0 to 2 (decimals allowed), default 1 (centre). */
export const DEFAULT_POSITION = 1;

export const challengeColorSchema = z.string({ error: t.badColor }).trim().regex(/^#[0-9A-Fa-f]{6}$/, t.badColor);

/** 0 (left/top) … 1 (centre) … 2 (right/bottom), at most two decimals. */
export const textPositionSchema = z
  .number({ error: t.badPosition })
  .min(0, t.badPosition)
  .max(2, t.badPosition)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, t.badPosition);

const titleSchema = z.string({ error: t.titleRequired }).trim().min(1, t.titleRequired).max(60, t.titleTooLong);

/** What the organizer edits in each panel (the image has its own upload). */
export const certificateSetupSchema = z.object({
  whiteBack: z.boolean(),
  fontColor: challengeColorSchema,
  position: textPositionSchema,
  positionVertical: textPositionSchema,
  title: titleSchema,
});
export const raceNumberSetupSchema = z.object({
  whiteBack: z.boolean(),
  fontColor: challengeColorSchema,
});
export const medalSetupSchema = z.object({
  showTime: z.boolean(),
  fontColor: challengeColorSchema,
  textHorizontal: textPositionSchema,
  textVertical: textPositionSchema,
});
export type CertificateSetup = z.infer<typeof certificateSetupSchema>;
export type RaceNumberSetup = z.infer<typeof raceNumberSetupSchema>;
export type MedalSetup = z.infer<typeof medalSetupSchema>;

/** The saved configs as the API answers them and the layouts take them: every field filled. */
export const certificateConfigSchema = certificateSetupSchema.extend({ imageUrl: z.string().nullable() });
export const raceNumberConfigSchema = raceNumberSetupSchema.extend({ imageUrl: z.string().nullable() });
export const medalConfigSchema = medalSetupSchema.extend({ imageUrl: z.string().nullable() });
export type CertificateConfig = z.infer<typeof certificateConfigSchema>;
export type RaceNumberConfig = z.infer<typeof raceNumberConfigSchema>;
export type MedalConfig = z.infer<typeof medalConfigSchema>;

export type ChallengeImageKind = 'certificate' | 'raceNumber' | 'medal';
export const challengeImageKinds = ['certificate', 'raceNumber', 'medal'] as const satisfies readonly ChallengeImageKind[];

type Stored = Record<string, unknown> | null | undefined;

function pick<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}
function imageUrlOf(stored: Stored): string | null {
  const parsed = z.string().min(1).safeParse(stored?.imageUrl);
  return parsed.success ? parsed.data : null;
}

/** The stored jsonb (default {}) read with defaults: an unknown or broken field falls back, never throws. */
export function certificateConfigOf(stored: Stored): CertificateConfig {
  return {
    imageUrl: imageUrlOf(stored),
    whiteBack: pick(z.boolean(), stored?.whiteBack, false),
    fontColor: pick(challengeColorSchema, stored?.fontColor, DEFAULT_FONT_COLOR),
    position: pick(textPositionSchema, stored?.position, DEFAULT_POSITION),
    positionVertical: pick(textPositionSchema, stored?.positionVertical, DEFAULT_POSITION),
    title: pick(titleSchema, stored?.title, t.defaultTitle),
  };
}

export function raceNumberConfigOf(stored: Stored): RaceNumberConfig {
  return {
    imageUrl: imageUrlOf(stored),
    whiteBack: pick(z.boolean(), stored?.whiteBack, false),
    fontColor: pick(challengeColorSchema, stored?.fontColor, DEFAULT_FONT_COLOR),
  };
}

export function medalConfigOf(stored: Stored): MedalConfig {
  return {
    imageUrl: imageUrlOf(stored),
    showTime: pick(z.boolean(), stored?.showTime, false),
    fontColor: pick(challengeColorSchema, stored?.fontColor, DEFAULT_FONT_COLOR),
    textHorizontal: pick(textPositionSchema, stored?.textHorizontal, DEFAULT_POSITION),
    textVertical: pick(textPositionSchema, stored?.textVertical, DEFAULT_POSITION),
  };
}
