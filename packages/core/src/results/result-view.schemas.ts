import { z } from 'zod';
import { categoryViewSchema } from '../events/event.schemas.ts';
import { resultFlags } from './types.ts';

/** One result row as the API sends it (docs/api-events.md). Times are 'hh:mm:ss', null = no time. */
export const resultViewSchema = z.object({
  bib: z.number().int(),
  name: z.string(),
  modalityCode: z.string(),
  branch: z.enum(['F', 'M']),
  categoryCode: z.string(),
  /** The category the category position counts in (the overall one for overall winners). */
  rankedCategoryCode: z.string(),
  officialTime: z.string().nullable(),
  realTime: z.string().nullable(),
  /** 0 = not ranked. */
  overallPosition: z.number().int(),
  branchPosition: z.number().int(),
  categoryPosition: z.number().int(),
  isOverallWinner: z.boolean(),
  flag: z.enum(resultFlags).nullable(),
  /** The Spanish note of the flag. */
  note: z.string().nullable(),
  /** [] when the event hides controls. */
  splits: z.array(z.object({ controlCode: z.number().int(), time: z.string() })),
  certificate: z.boolean(),
});
export type ResultView = z.infer<typeof resultViewSchema>;

export const finishVideoSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('youtube'), videoId: z.string(), startSeconds: z.number(), title: z.string() }),
  z.object({ kind: z.literal('file'), url: z.string(), startSeconds: z.number(), title: z.string() }),
]);
export type FinishVideo = z.infer<typeof finishVideoSchema>;

export const resultDetailSchema = resultViewSchema.extend({
  controls: z.array(z.object({ controlCode: z.number().int(), description: z.string(), lap: z.number().int(), time: z.string().nullable() })),
  video: finishVideoSchema.nullable(),
  photos: z.array(z.object({ url: z.string(), thumbUrl: z.string() })),
});
export type ResultDetail = z.infer<typeof resultDetailSchema>;

export const winnersAnswerSchema = z.object({
  modalities: z.array(
    z.object({ modalityCode: z.string(), categories: z.array(z.object({ category: categoryViewSchema, winners: z.array(resultViewSchema) })) }),
  ),
});
export type WinnersAnswer = z.infer<typeof winnersAnswerSchema>;
