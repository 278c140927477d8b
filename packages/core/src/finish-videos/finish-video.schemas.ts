import { z } from 'zod';
import { messages } from '../i18n/messages.ts';
import { safeText } from '../validation/safe-text.ts';
import { secondsOfDay, TIME_OF_DAY, readYoutubeVideoId } from './finish-video-cue.ts';

const t = messages.finishVideos;

/** Largest uploaded finish video. */
export const FINISH_VIDEO_MAX_BYTES = 1024 * 1024 * 1024;
/** Videos one event may have. */
export const FINISH_VIDEOS_PER_EVENT = 50;

const timeOfDay = safeText({ error: t.badTime }).trim().regex(TIME_OF_DAY, t.badTime);

/**
 * A finish video as staff save it: a YouTube video (link or id) or a file uploaded first
 * (`POST …/finish-videos/file` answers its `fileUrl`), the times of day its first and last frames show, and whether
 * athletes see it.
 */
export const finishVideoInputSchema = z
  .object({
    kind: z.enum(['youtube', 'file']),
    youtube: safeText({ error: t.badYoutube }).trim().max(300, t.badYoutube).default(''),
    fileUrl: safeText({ error: t.fileRequired }).trim().max(500, t.fileRequired).default(''),
    title: safeText().trim().max(120, t.tooLong).default(''),
    startTime: timeOfDay,
    endTime: timeOfDay,
    hidden: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    if (value.kind === 'youtube' && !readYoutubeVideoId(value.youtube)) context.addIssue({ code: 'custom', path: ['youtube'], message: t.badYoutube });
    if (value.kind === 'file' && !value.fileUrl) context.addIssue({ code: 'custom', path: ['fileUrl'], message: t.fileRequired });
    if (secondsOfDay(value.startTime) !== null && secondsOfDay(value.startTime) === secondsOfDay(value.endTime)) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: t.sameTimes });
    }
  });
export type FinishVideoInput = z.input<typeof finishVideoInputSchema>;

/** A stored finish video as staff see it (times 'HH:MM:SS' on the event's clock). */
export const finishVideoViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['youtube', 'file']),
  youtubeId: z.string().nullable(),
  fileUrl: z.string().nullable(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  hidden: z.boolean(),
});
export type FinishVideoView = z.infer<typeof finishVideoViewSchema>;
