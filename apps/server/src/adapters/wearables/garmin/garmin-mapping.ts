import type { WearableActivity, WearableActivityType } from '@dorsal/core';
import type { ActivityLap } from '../wearable-port.ts';

/** An activity summary as the Health / Activity API answers it (`GET /wellness-api/rest/activities`). */
export interface GarminActivitySummary {
  summaryId: string;
  activityId?: number;
  activityType?: string;
  activityName?: string;
  startTimeInSeconds: number;
  startTimeOffsetInSeconds?: number;
  durationInSeconds?: number;
  distanceInMeters?: number;
  activeKilocalories?: number;
  averageHeartRateInBeatsPerMinute?: number;
  averageSpeedInMetersPerSecond?: number;
  deviceName?: string;
  manual?: boolean;
}

/** An activity detail (`GET /wellness-api/rest/activityDetails`): the summary, samples and laps. */
export interface GarminActivityDetail {
  summaryId: string;
  activityId?: number;
  summary: Omit<GarminActivitySummary, 'summaryId'>;
  samples?: unknown[];
  laps?: ActivityLap[];
}

/** Garmin's many activity types onto core's few: any running is RUNNING, any cycling CYCLING, and so on. */
export function garminActivityType(type: string | undefined): WearableActivityType {
  const value = (type ?? '').toUpperCase();
  if (value === 'LAP_SWIMMING') return 'LAP_SWIMMING';
  if (value.includes('SWIM')) return 'SWIMMING';
  if (value.includes('RUN')) return 'RUNNING';
  if (value.includes('CYCLING') || value.includes('BIKING')) return 'CYCLING';
  if (value.includes('WALK')) return 'WALKING';
  return 'OTHER';
}

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A summary as core's wearable activity; the id is Garmin's `activityId` when it has one (summaries and details share it). */
export function toWearableActivity(summary: GarminActivitySummary): WearableActivity {
  return {
    source: 'garmin',
    activityId: String(summary.activityId ?? summary.summaryId),
    activityType: garminActivityType(summary.activityType),
    startTimeInSeconds: Math.trunc(summary.startTimeInSeconds),
    durationInSeconds: Math.max(0, Math.trunc(summary.durationInSeconds ?? 0)),
    distanceInMeters: Math.max(0, summary.distanceInMeters ?? 0),
    activeKilocalories: numberOrNull(summary.activeKilocalories),
    averageHeartRateInBeatsPerMinute: numberOrNull(summary.averageHeartRateInBeatsPerMinute),
    averageSpeedInMetersPerSecond: numberOrNull(summary.averageSpeedInMetersPerSecond),
    power: null,
    flags: [],
  };
}

export function isActivitySummary(value: unknown): value is GarminActivitySummary {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (typeof record.summaryId === 'string' || typeof record.summaryId === 'number') && typeof record.startTimeInSeconds === 'number';
}
