import { z } from 'zod';
import { messages } from '../../i18n/messages.ts';

const t = messages.challengeAthlete.time;

/** The goal and finish time form (spec §5): hours 0–100 and minutes 0–59 required, seconds 0–59 optional. */
export const challengeTimeSchema = z.object({
  hours: z.number({ error: messages.challengeAthlete.required }).int(t.wholeNumber).min(0, t.hoursRange).max(100, t.hoursRange),
  minutes: z.number({ error: messages.challengeAthlete.required }).int(t.wholeNumber).min(0, t.minutesRange).max(59, t.minutesRange),
  seconds: z.number().int(t.wholeNumber).min(0, t.secondsRange).max(59, t.secondsRange).nullish(),
});
export type ChallengeTime = z.infer<typeof challengeTimeSchema>;

/** Largest time the form admits: 100:59:59. */
export const MAX_CHALLENGE_SECONDS = 100 * 3600 + 59 * 60 + 59;

export function challengeTimeToSeconds({ hours, minutes, seconds }: ChallengeTime): number {
  return hours * 3600 + minutes * 60 + (seconds ?? 0);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The form's parts zero-padded and joined as HH:MM:SS. */
export function formatChallengeTime(time: ChallengeTime): string {
  return `${pad(time.hours)}:${pad(time.minutes)}:${pad(time.seconds ?? 0)}`;
}

/** Seconds as HH:MM:SS (hours past 99 keep their three digits); null for no time. */
export function secondsToChallengeText(total: number | null | undefined): string | null {
  if (total === null || total === undefined || total <= 0) return null;
  return formatChallengeTime(secondsToChallengeTime(total));
}

export function secondsToChallengeTime(total: number): ChallengeTime {
  const whole = Math.max(0, Math.floor(total));
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

/** HH:MM:SS (or H:MM, MM:SS is not accepted) back to seconds; null when the text is not such a time. */
export function challengeTextToSeconds(text: string): number | null {
  const match = /^(\d{1,3}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const parsed = challengeTimeSchema.safeParse({ hours: Number(match[1]), minutes: Number(match[2]), seconds: match[3] === undefined ? null : Number(match[3]) });
  return parsed.success ? challengeTimeToSeconds(parsed.data) : null;
}

/** Pace as min:ss /km of a time over a distance; '' without either. */
export function challengePace(seconds: number | null, distanceKm: number): string {
  if (!seconds || seconds <= 0 || !(distanceKm > 0)) return '';
  const perKm = Math.round(seconds / distanceKm);
  return `${Math.floor(perKm / 60)}:${pad(perKm % 60)} /km`;
}
