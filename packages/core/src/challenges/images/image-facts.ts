import { spanishMonths } from '../../dates/months.ts';
import { fill } from '../../i18n/fill.ts';
import { messages } from '../../i18n/messages.ts';

const t = messages.challengeImages;

/** What a challenge image says about one athlete; the sample athlete fills it in previews. */
export interface ChallengeImageFacts {
  athleteName: string;
  raceNumber: number;
  challengeName: string;
  distanceKm: number;
  /** 'HH:MM:SS' or null without a time. */
  finishTime: string | null;
  goalTime: string | null;
  /** '30 de noviembre de 2026': the challenge's last day where it is held. */
  dateLine: string;
}

/** Seconds as zero-padded 'HH:MM:SS' (hours may pass 99); null for no time. */
export function clockOf(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const whole = Math.round(seconds);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/** The local day of an instant as '30 de noviembre de 2026' (numeric parts from Intl, month names from our table). */
export function spanishDateLine(instant: Date, timeZone: string): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
  } catch {
    parts = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const month = spanishMonths[part('month') - 1] ?? '';
  return `${part('day')} de ${month.toLowerCase()} de ${part('year')}`;
}

/** '10 km', '21.1 km', '42.19 km'. */
export function distanceLabel(km: number): string {
  return fill(t.distance, { km: String(Math.round(km * 100) / 100) });
}

/** The athlete shown in every preview: the same on the organizer's screen and in the server's preview. */
export function sampleImageFacts(challenge: { name: string; distanceKm: number; dateLine: string }): ChallengeImageFacts {
  return {
    athleteName: t.sampleName,
    raceNumber: 123,
    challengeName: challenge.name,
    distanceKm: challenge.distanceKm,
    finishTime: '00:52:31',
    goalTime: '00:55:00',
    dateLine: challenge.dateLine,
  };
}

/** A download's file name from the athlete's name: 'certificado-mariana-lopez-hernandez.jpg' (ASCII, safe in headers). */
export function imageFileName(pattern: string, values: Record<string, string>, extension: string): string {
  const slug = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'imagen';
  return `${slug(fill(pattern, values))}.${extension}`;
}
