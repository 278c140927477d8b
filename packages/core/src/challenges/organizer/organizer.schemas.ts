import { z } from 'zod';
import { challengeKinds } from './challenge-input.ts';
import { challengeCategoriesSchema } from './categories.ts';
import { challengePhotoConfigSchema } from './photo-config.ts';
import { challengeFormDefinitionSchema } from './form-definition.ts';
import { challengeIdParams } from '../athlete/athlete.schemas.ts';
import { activityFlagSchema } from '../wearables/wearable-activity.ts';

/** A challenge as a card: the dashboard's 'Eventos virtuales Organizados por mí' and the admin overview. */
export const organizerChallengeCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  distanceKm: z.number(),
  kind: z.enum(challengeKinds),
  photoUrl: z.string().nullable(),
  admitResults: z.boolean(),
  ended: z.boolean(),
  participantCount: z.number().int(),
});
export type OrganizerChallengeCard = z.infer<typeof organizerChallengeCardSchema>;

/** The admin overview's row: the card plus who created it. */
export const adminChallengeRowSchema = organizerChallengeCardSchema.extend({
  creatorName: z.string().nullable(),
  creatorEmail: z.string().nullable(),
});
export type AdminChallengeRow = z.infer<typeof adminChallengeRowSchema>;

/** Everything the configuration page reads. Admin-only JSON comes only to the platform admin (null otherwise). */
export const challengeConfigSchema = organizerChallengeCardSchema.extend({
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  accessCodesAdmitted: z.number().int(),
  /** Uses of every code generated so far (against accessCodesAdmitted). */
  codeUsesTotal: z.number().int(),
  startAudioUrl: z.string().nullable(),
  finishAudioUrl: z.string().nullable(),
  role: z.enum(['owner', 'manager']).nullable(),
  isAdmin: z.boolean(),
  categories: challengeCategoriesSchema.nullable(),
  photoConfig: challengePhotoConfigSchema.nullable(),
  form: challengeFormDefinitionSchema.nullable(),
});
export type ChallengeConfig = z.infer<typeof challengeConfigSchema>;

export const accessCodeSchema = z.object({
  code: z.string(),
  uses: z.number().int(),
  usedCount: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AccessCodeView = z.infer<typeof accessCodeSchema>;

export const accessCodesAnswerSchema = z.object({ codes: z.array(accessCodeSchema), total: z.number().int(), codeUsesTotal: z.number().int() });

export const codesQuerySchema = z.object({ all: z.enum(['true', 'false']).optional() });

export const challengeCodeParams = challengeIdParams.extend({ code: z.string().regex(/^[A-Za-z0-9]{1,20}$/) });
export const challengeStaffParams = challengeIdParams.extend({ userId: z.string().min(1).max(100) });

/** A participant as the organizer's table and CSV show them. */
/** The organizer's and the admin's participants table travels a page at a time (the CSV stays complete). */
export const challengeParticipantsPageSize = 100;
export const participantsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const challengeParticipantRowSchema = z.object({
  userId: z.string(),
  raceNumber: z.number().int(),
  firstNames: z.string(),
  lastNames: z.string(),
  email: z.string(),
  birthDate: z.string(),
  gender: z.enum(['F', 'M']),
  categoryName: z.string(),
  categoryCode: z.number().int(),
  accessCode: z.string().nullable(),
  paymentStatus: z.enum(['none', 'pending', 'paid']),
  formAnswers: z.record(z.string(), z.string()).nullable(),
  goalSeconds: z.number().int().nullable(),
  finishSeconds: z.number().int().nullable(),
  finishRecordedAt: z.string().nullable(),
  startPhotoUrl: z.string().nullable(),
  finishPhotoUrl: z.string().nullable(),
  evidenceCount: z.number().int(),
  hasWearable: z.boolean(),
  /** Why the applied activity should be reviewed (e.g. a run at an impossible speed): shown, never refused. */
  wearableFlags: z.array(activityFlagSchema),
  step: z.number().int(),
  active: z.boolean(),
  joinedAt: z.string(),
});
export type ChallengeParticipantRow = z.infer<typeof challengeParticipantRowSchema>;

export const challengeStaffMemberSchema = z.object({ userId: z.string(), name: z.string(), email: z.string(), role: z.enum(['owner', 'manager']) });
export type ChallengeStaffMember = z.infer<typeof challengeStaffMemberSchema>;
