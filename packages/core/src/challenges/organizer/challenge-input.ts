import { z } from 'zod';
import { messages } from '../../i18n/messages.ts';
import { safeText } from '../../validation/safe-text.ts';

const t = messages.challengeOrganizer.form;
const required = messages.common.required;

export const challengeKinds = ['distance', 'byTime'] as const;
export type ChallengeKind = (typeof challengeKinds)[number];

/** At most two decimals, read safely from a float (0.07 × 100 is 7.000000000000001). */
const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const dateTime = z.iso.datetime({ offset: true, error: required });

/** The create and edit form of a challenge ('Dashboard de configuración de eventos' and the details panel). */
export const challengeInputSchema = z
  .object({
    name: safeText({ error: required }).trim().min(1, required).max(50, t.nameTooLong),
    description: safeText({ error: required }, { multiline: true }).trim().min(1, required).max(5000, t.descriptionTooLong),
    distanceKm: z.number({ error: required }).gt(0, t.distancePositive).max(100_000, t.distanceTooLarge).refine(hasCents, t.distanceStep),
    startsAt: dateTime,
    endsAt: dateTime,
    kind: z.enum(challengeKinds, { error: required }),
    /** Pesos, with cents. */
    price: z.number({ error: required }).min(0, t.pricePositive).max(1_000_000, t.priceTooLarge).refine(hasCents, t.priceStep),
    /** The most joins all its access codes together may admit. */
    accessCodesAdmitted: z.number({ error: required }).int(t.admittedInteger).min(1, t.admittedRange).max(100_000, t.admittedRange),
  })
  .strict()
  .refine((input) => Date.parse(input.startsAt) < Date.parse(input.endsAt), { error: t.startAfterEnd, path: ['startsAt'] });
export type ChallengeInput = z.infer<typeof challengeInputSchema>;

export const DEFAULT_ACCESS_CODES_ADMITTED = 10;

/** Result registration and the event status, each toggled on its own. */
export const challengeToggleSchema = z.union([z.object({ admitResults: z.boolean() }).strict(), z.object({ ended: z.boolean() }).strict()], { error: required });
export type ChallengeToggle = z.infer<typeof challengeToggleSchema>;

/** The start and finish audio: any audio/* under about 3000 kB. */
export const CHALLENGE_AUDIO_MAX_BYTES = 3_084_000;
export const challengeAudioKinds = ['start', 'finish'] as const;
export type ChallengeAudioKind = (typeof challengeAudioKinds)[number];
