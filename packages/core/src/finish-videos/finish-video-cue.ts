import { TZDate } from '@date-fns/tz';

/** The finish video starts this many seconds before the athlete's arrival (spec §7). */
export const FINISH_VIDEO_LEAD_SECONDS = 5;
const DAY_SECONDS = 24 * 60 * 60;

/** 'HH:MM' or 'HH:MM:SS' on a 24-hour clock. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** Seconds since midnight of 'HH:MM[:SS]'; null when it is not a time of day. */
export function secondsOfDay(time: string): number | null {
  if (!TIME_OF_DAY.test(time)) return null;
  const [hours, minutes, seconds = 0] = time.split(':').map(Number) as [number, number, number?];
  return hours * 3600 + minutes * 60 + seconds;
}

/** 'HH:MM' → 'HH:MM:00'; 'HH:MM:SS' as it is. */
export const normalizeTimeOfDay = (time: string) => (time.length === 5 ? `${time}:00` : time);

const pad = (value: number) => String(value).padStart(2, '0');

/** The time of day an instant shows on the event's clock, in seconds since midnight (whole seconds). */
export function instantSecondsOfDay(instant: Date | string | number, timeZone: string): number {
  const local = new TZDate(new Date(instant).getTime(), timeZone);
  return local.getHours() * 3600 + local.getMinutes() * 60 + local.getSeconds();
}

/** An instant as 'HH:MM:SS' on the event's clock (legacy videos stored instants). */
export function timeOfDayOf(instant: Date | string | number, timeZone: string): string {
  const seconds = instantSecondsOfDay(instant, timeZone);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/**
 * Seconds from a video's first frame to a moment, when the video's window [start, end] holds it (times of day in
 * seconds; a window whose end is before its start runs past midnight); null outside the window.
 */
export function offsetInWindow(at: number, start: number, end: number): number | null {
  if (start <= end) return at >= start && at <= end ? at - start : null;
  if (at >= start) return at - start;
  return at <= end ? at + DAY_SECONDS - start : null;
}

export interface FinishVideoWindow {
  startTime: string;
  endTime: string;
  hidden: boolean;
}

/**
 * The first visible video whose window holds the athlete's arrival (on the event's clock), and where to start it:
 * 5 seconds before the arrival, never before the video's start. Hidden videos are never chosen.
 */
export function finishVideoCue<T extends FinishVideoWindow>(
  arrivedAt: Date | string | number | null,
  timeZone: string,
  videos: readonly T[],
): { video: T; startSeconds: number } | null {
  if (arrivedAt === null || Number.isNaN(new Date(arrivedAt).getTime())) return null;
  const at = instantSecondsOfDay(arrivedAt, timeZone);
  for (const video of videos) {
    if (video.hidden) continue;
    const start = secondsOfDay(video.startTime);
    const end = secondsOfDay(video.endTime);
    if (start === null || end === null) continue;
    const offset = offsetInWindow(at, start, end);
    if (offset !== null) return { video, startSeconds: Math.max(0, offset - FINISH_VIDEO_LEAD_SECONDS) };
  }
  return null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The id of a YouTube video from what an organizer pastes: the id itself, or a watch, youtu.be, embed, shorts or
 * live link; null for anything else.
 */
export function readYoutubeVideoId(text: string): string | null {
  const value = text.trim();
  if (YOUTUBE_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    id = first === 'watch' ? url.searchParams.get('v') : first && ['embed', 'shorts', 'live', 'v'].includes(first) ? second : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}
