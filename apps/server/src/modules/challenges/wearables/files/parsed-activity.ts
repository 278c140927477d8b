import { messages, type WearableActivityType } from '@dorsal/core';
import { AppError } from '../../../../lib/errors.ts';

/** What every file format reads into, before power metrics and flags (to-wearable-activity.ts). */
export interface ParsedActivity {
  activityType: WearableActivityType;
  startTimeInSeconds: number;
  /** Timer / moving time: the recording's own pauses are not counted. */
  durationInSeconds: number;
  distanceInMeters: number;
  activeKilocalories: number | null;
  averageHeartRateInBeatsPerMinute: number | null;
  /** null: computed from distance and duration. */
  averageSpeedInMetersPerSecond: number | null;
  /** Power readings with their time (epoch seconds); empty without a power meter. */
  powerReadings: { second: number; watts: number }[];
}

export const unreadableFile = () => new AppError(400, 'unreadable_activity', messages.challengeWearables.unreadable);
export const activityWithoutData = () => new AppError(400, 'activity_without_data', messages.challengeWearables.noData);

/** A sport name from any format (GPX `type`, TCX `Sport`, FIT `sport`, Strava's words) onto Garmin's types. */
export function activityTypeOf(sport: unknown): WearableActivityType {
  const name = typeof sport === 'string' ? sport.toLowerCase() : '';
  if (/lap_?swim|pool/.test(name)) return 'LAP_SWIMMING';
  if (/swim/.test(name)) return 'SWIMMING';
  if (/run|jog|trail/.test(name)) return 'RUNNING';
  if (/walk|hik/.test(name)) return 'WALKING';
  if (/bik|cycl|ride|biking/.test(name)) return 'CYCLING';
  return 'OTHER';
}

/** A finite number from a parsed XML value (text or number), else null. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  if (value && typeof value === 'object' && '#text' in value) return numberOf((value as { '#text': unknown })['#text']);
  return null;
}

/** Epoch seconds from an ISO 8601 time, else null. */
export function secondsOf(value: unknown): number | null {
  const text = typeof value === 'string' ? value : value && typeof value === 'object' && '#text' in value ? String((value as { '#text': unknown })['#text']) : null;
  if (!text) return null;
  const ms = Date.parse(text.trim());
  return Number.isFinite(ms) ? ms / 1000 : null;
}

export const asArray = <T>(value: T | T[] | undefined | null): T[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

export function mean(values: number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
