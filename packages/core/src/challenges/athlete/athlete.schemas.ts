import { z } from 'zod';
import { messages } from '../../i18n/messages.ts';
import { safeText } from '../../validation/safe-text.ts';
import { challengeTimeSchema } from './challenge-time.ts';

const t = messages.challengeAthlete;

/** A challenge id in a path: short letters, digits, '-' or '_' (anything else is an id that does not exist). */
export const challengeIdParams = z.object({ challengeId: z.string().min(1, t.notFound).max(40, t.notFound) });

/** The /retos search: required, at most 20 characters. */
export const challengeSearchSchema = z.object({
  challengeId: z.string().trim().min(1, t.required).max(20, t.maxLength.replace('{max}', '20')),
});

export const joinChallengeSchema = z.object({ code: z.string({ error: t.required }).trim().min(1, t.required).max(20, t.join.invalidCode) });

export const challengeTimeBodySchema = z.object({ time: challengeTimeSchema.nullable() });

export const challengeFormAnswersSchema = z.object({
  answers: z.record(z.string().max(60), safeText({ error: t.required }).max(300)),
});

export const challengeStepSchema = z.object({ step: z.number().int().min(0).max(4) });

export const challengePaymentSchema = z.object({
  method: z.discriminatedUnion('kind', [z.object({ kind: z.literal('card'), token: z.string().min(1).max(200) }), z.object({ kind: z.literal('oxxo_cash') })]),
  idempotencyKey: z.string().min(8).max(100),
});

export const challengeFormFieldSchema = z.object({ name: z.string(), label: z.string(), required: z.boolean(), options: z.array(z.string()) });

/** What anyone sees of a challenge. */
export const challengeCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  distanceKm: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  kind: z.enum(['byTime', 'distance']),
  priceCents: z.number().int(),
  currency: z.string(),
  photoUrl: z.string().nullable(),
  admitResults: z.boolean(),
  ended: z.boolean(),
  formFields: z.array(challengeFormFieldSchema),
  startAudioUrl: z.string().nullable(),
  finishAudioUrl: z.string().nullable(),
  participants: z.number().int(),
});
export type ChallengeCard = z.infer<typeof challengeCardSchema>;

export const challengeCashSlipSchema = z.object({ reference: z.string(), amountCents: z.number().int(), expiresAt: z.string() });

/** The athlete's own participation. */
export const myParticipationSchema = z.object({
  raceNumber: z.number().int(),
  firstNames: z.string(),
  lastNames: z.string(),
  gender: z.enum(['F', 'M']),
  categoryName: z.string(),
  categoryCode: z.number().int(),
  active: z.boolean(),
  paymentStatus: z.enum(['none', 'pending', 'paid']),
  cashSlip: challengeCashSlipSchema.nullable(),
  formAnswers: z.record(z.string(), z.string()).nullable(),
  goalTime: z.string().nullable(),
  goalSeconds: z.number().int().nullable(),
  finishTime: z.string().nullable(),
  finishSeconds: z.number().int().nullable(),
  finishRecordedAt: z.string().nullable(),
  hasWearable: z.boolean(),
  startPhotoUrl: z.string().nullable(),
  finishPhotoUrl: z.string().nullable(),
  evidencePhotos: z.array(z.string()),
  step: z.number().int(),
});
export type MyParticipation = z.infer<typeof myParticipationSchema>;

export const myChallengeSchema = challengeCardSchema.pick({ id: true, name: true, description: true, distanceKm: true, startsAt: true, endsAt: true, photoUrl: true, ended: true }).extend({
  raceNumber: z.number().int(),
  step: z.number().int(),
});

export const galleryPhotoSchema = z.object({ url: z.string(), raceNumber: z.number().int(), name: z.string() });

export const challengeResultRowSchema = z.object({
  raceNumber: z.number().int(),
  firstNames: z.string(),
  lastNames: z.string(),
  gender: z.enum(['F', 'M']),
  categoryName: z.string(),
  photoUrl: z.string().nullable(),
  overallPosition: z.number().int(),
  genderPosition: z.number().int(),
  categoryPosition: z.number().int(),
  goalTime: z.string().nullable(),
  finishTime: z.string().nullable(),
  finishRecordedAt: z.string().nullable(),
  hasEvidence: z.boolean(),
  pace: z.string(),
  relativeIndex: z.number().nullable(),
  relativePosition: z.number().int(),
  startPhotoUrl: z.string().nullable(),
  finishPhotoUrl: z.string().nullable(),
});
export type ChallengeResultRow = z.infer<typeof challengeResultRowSchema>;

/** Results travel a page at a time: a phone gets only the rows on its screen. */
export const challengeResultsPageSize = 50;

export const resultsQuerySchema = z.object({
  gender: z.enum(['all', 'F', 'M']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The pages of the results table holding the athlete: with 'Todos' and with their own gender's filter. */
export const myResultPagesSchema = z.object({ all: z.number().int(), gender: z.number().int() });

export const galleryQuerySchema = z.object({
  kind: z.enum(['startLine', 'finishLine']),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
