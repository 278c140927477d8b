import { z } from 'zod';
import { safeText } from '../validation/safe-text.ts';
import { messages } from '../i18n/messages.ts';
import { emailSchema } from '../accounts/account.schema.ts';
import type { ReportDiff } from '../results/report-diff.ts';
import type { ResultView } from '../results/result-view.schemas.ts';

const readIdText = safeText().trim().min(1).max(80);

/** One reading of a chip as timing software sends it. */
export const passingInputSchema = z.object({
  bib: z.number().int().min(1).max(999_999),
  /** 'salida' (start mat), 'meta' (finish) or a control code: checkpoint number × 1000 + lap. */
  checkpoint: z.union([z.literal('salida'), z.literal('meta'), z.number().int().min(0).max(999_999)]),
  /** ISO 8601 instant with its offset, or a time of day (hh:mm:ss[.mmm]) in the event's zone. */
  time: safeText().trim().min(1).max(40),
  /** The reader (mat, antenna, device); with readId, what makes a reading unique. */
  readerId: readIdText,
  readId: readIdText,
});
export type PassingInput = z.infer<typeof passingInputSchema>;

export const passingBatchSchema = z.object({ passings: z.array(passingInputSchema).min(1).max(1000) });

export const passingOutcomeSchema = z.enum(['accepted', 'duplicate', 'unmatched', 'review', 'refused']);
export type PassingOutcome = z.infer<typeof passingOutcomeSchema>;

export const passingBatchAnswerSchema = z.object({
  results: z.array(
    z.object({ readerId: z.string(), readId: z.string(), outcome: passingOutcomeSchema, reason: z.string().optional() }),
  ),
  accepted: z.number().int(),
  duplicates: z.number().int(),
  unmatched: z.number().int(),
  review: z.number().int(),
  refused: z.number().int(),
});
export type PassingBatchAnswer = z.infer<typeof passingBatchAnswerSchema>;

export const timingKeyViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TimingKeyView = z.infer<typeof timingKeyViewSchema>;

export const createTimingKeySchema = z.object({ name: safeText({ error: messages.timing.keys.nameRequired }).trim().min(1, messages.timing.keys.nameRequired).max(60) });

/** A wave's start: `startAt` an instant, or absent to stamp the moment the request arrives ('Dar salida'). */
/** 'Dar salida' for a modality's wave (by name; the first wave when none is named), now or at `startAt`. */
export const waveStartSchema = z.object({ modalityCode: safeText().trim().min(1).max(20), wave: safeText().trim().min(1).max(60).optional(), startAt: z.iso.datetime({ offset: true }).optional() });

export const reviewPassingSchema = z.object({
  id: z.number().int(),
  bib: z.number().int(),
  controlCode: z.number().int(),
  at: z.string(),
  readerId: z.string(),
  status: z.enum(['unmatched', 'review']),
  reason: z.string(),
});
export type ReviewPassing = z.infer<typeof reviewPassingSchema>;

/** A passing as the live page shows it: Número, Nombre, KM, Tiempo. */
export const livePassingSchema = z.object({
  id: z.number().int(),
  bib: z.number().int(),
  name: z.string(),
  modalityCode: z.string(),
  controlCode: z.number().int(),
  km: z.number().nullable(),
  timeMs: z.number().int(),
  at: z.string(),
});
export type LivePassing = z.infer<typeof livePassingSchema>;

export const liveModalitySchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The first wave's gun (the modality's start). */
  startAt: z.string().nullable(),
  /** Every wave with its gun, in order; the first is `startAt`. */
  waves: z.array(z.object({ name: z.string(), startAt: z.string().nullable() })),
  finishers: z.number().int(),
  athletes: z.number().int(),
});
export type LiveModality = z.infer<typeof liveModalitySchema>;

export const liveLimitSchema = z.enum(['10', '20', 'all']);
export type LiveLimit = z.infer<typeof liveLimitSchema>;
/** 'all' on the live page: the latest 200, what a phone can show and scroll. */
export const LIVE_ALL_LIMIT = 200;

export const liveBoardSchema = z.object({
  version: z.number().int(),
  modalities: z.array(liveModalitySchema),
  passings: z.array(livePassingSchema),
});
export type LiveBoard = z.infer<typeof liveBoardSchema>;

/** What the results stream carries after passings: which modalities changed, their counts, new or corrected passings and deleted ones. */
export interface LiveChange {
  version: number;
  modalities: LiveModality[];
  passings: LivePassing[];
  removed?: number[];
  /** Per changed modality, its listed rows that changed with their new positions (results pages apply them in place). */
  results?: ReportDiff<ResultView>[];
  /** The event's finishers and listed athletes after the change (the results page's count, without reading the event again). */
  counts?: { finishers: number; total: number };
}

/** A reading typed at the finish line by staff: the instant is taken when the number is typed; `readId` makes a retry count once. */
export const manualPassingSchema = z.object({
  bib: z.number().int().min(1).max(999_999),
  checkpoint: passingInputSchema.shape.checkpoint,
  time: z.iso.datetime({ offset: true }),
  readId: readIdText,
});

/** A correction: another bib, another instant, or both. */
export const passingCorrectionSchema = z
  .object({ bib: z.number().int().min(1).max(999_999).optional(), time: z.iso.datetime({ offset: true }).optional() })
  .refine((value) => value.bib !== undefined || value.time !== undefined, { message: messages.timing.manual.nothingToCorrect });

/** A reading as staff see it on the finish-line screen. */
export const staffPassingSchema = z.object({
  id: z.number().int(),
  bib: z.number().int(),
  name: z.string().nullable(),
  controlCode: z.number().int(),
  at: z.string(),
  status: z.enum(['accepted', 'unmatched', 'review', 'deleted']),
  reason: z.string().nullable(),
});
export type StaffPassing = z.infer<typeof staffPassingSchema>;

/** A followed athlete on the live page: where they are, their pace and when they should arrive. */
export const trackedAthleteSchema = z.object({
  bib: z.number().int(),
  name: z.string(),
  modalityCode: z.string(),
  last: z.object({ code: z.number().int(), km: z.number(), timeMs: z.number().int() }).nullable(),
  paceMsPerKm: z.number().nullable(),
  next: z.object({ code: z.number().int(), km: z.number(), at: z.string() }).nullable(),
  finish: z.object({ km: z.number(), at: z.string() }).nullable(),
  finished: z.boolean(),
  officialTimeMs: z.number().int().nullable(),
});
export type TrackedAthlete = z.infer<typeof trackedAthleteSchema>;

/** At most this many athletes are followed at once on a live page. */
export const MAX_FOLLOWED = 10;
export const followedBibsSchema = z
  .string()
  .regex(/^\d{1,6}(,\d{1,6}){0,9}$/, messages.liveBoard.follow.invalidBibs)
  .transform((value) => [...new Set(value.split(',').map(Number))]);

/** A visitor's request for one mail when a followed athlete finishes. */
export const finishAlertSchema = z.object({ email: emailSchema });
